import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { placeName } from '../../lib/intl-format.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { FictionalDisclosure, MemberName, MemberPhoto } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

const POSTS: TMessageKey[] = [
  'lander.socialnetwork.post_photo',
  'lander.socialnetwork.post_looking',
  'lander.socialnetwork.post_joined',
];

/** socialnetwork: a feed of what members near the visitor did; joining is the sign-up. */
export function SocialNetwork({ members }: TLanderProps) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const feed = members.slice(0, 6);
  return (
    <section className="container py-4 py-md-5" aria-labelledby="feed-title">
      <div className="row justify-content-center">
        <div className="col-md-9 col-lg-6">
          <div className="card card-soft p-3 mb-3 text-center">
            <h1 id="feed-title" className="h3 fw-bold">
              {t('lander.socialnetwork.title', { site_name: settings.name })}
            </h1>
            <p className="text-secondary">{t('lander.socialnetwork.lead')}</p>
            <div>
              <SignupCta />
            </div>
          </div>
          <ol className="list-unstyled mb-0">
            {feed.map((m, i) => {
              const post = POSTS[i % POSTS.length]!;
              return (
                <li key={m.id} className="card card-soft mb-3 overflow-hidden">
                  <article aria-label={m.name}>
                    <header className="d-flex align-items-center gap-2 p-3">
                      <MemberPhoto member={m} className="feed-avatar" size={40} />
                      <div>
                        <h2 className="h6 mb-0">
                          <MemberName member={m} />
                        </h2>
                        <p className="small text-secondary mb-0">
                          {placeName(locale, m.city, m.country)}
                        </p>
                      </div>
                    </header>
                    <p className="px-3">
                      {t(post, {
                        name: m.name,
                        city: placeName(locale, m.city, m.country),
                        site_name: settings.name,
                      })}
                    </p>
                    {post === 'lander.socialnetwork.post_photo' && (
                      <MemberPhoto member={m} eager={i === 0} className="feed-photo" size={480} />
                    )}
                  </article>
                </li>
              );
            })}
          </ol>
          <FictionalDisclosure members={feed} />
        </div>
      </div>
    </section>
  );
}
