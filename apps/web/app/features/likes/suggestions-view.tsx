import { Link } from 'react-router';
import type { TSuggestionsResponse } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { LikeButton } from '../../ui/like-button.tsx';
import { ProfileGrid } from '../../ui/profile-grid.tsx';

/**
 * match-finder and signup-matches: members who suit the member (their country, the gender they
 * look for, close in age, shared interests), each with a like button.
 */
export function SuggestionsView({
  suggestions,
  variant,
}: {
  suggestions: TSuggestionsResponse;
  variant: 'match-finder' | 'signup-matches';
}) {
  const { t } = useI18n();
  const finder = variant === 'match-finder';
  return (
    <div className="container py-4">
      <h1 className="h3 fw-bold">{t(finder ? 'match_finder.title' : 'signup_matches.title')}</h1>
      <p className="text-secondary">{t(finder ? 'match_finder.intro' : 'signup_matches.intro')}</p>
      {suggestions.profiles.length === 0 ? (
        <p className="alert alert-light">{t('match_finder.none')}</p>
      ) : (
        <ProfileGrid
          profiles={suggestions.profiles}
          extra={(p) => <LikeButton memberId={p.id} name={p.name} liked={false} small />}
        />
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {finder ? (
          <Link to="/swipe-game" className="btn btn-outline-brand rounded-pill">
            {t('match_finder.swipe')}
          </Link>
        ) : (
          <Link to="/members" className="btn btn-brand rounded-pill">
            {t('signup_matches.continue')}
          </Link>
        )}
      </div>
    </div>
  );
}
