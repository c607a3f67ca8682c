import type { TProfileCard } from '@cupido/contract';
import { ProfileCard } from './profile-card.tsx';

/** A responsive grid of member cards (search results, similar and related members). */
export function ProfileGrid({ profiles, dense }: { profiles: TProfileCard[]; dense?: boolean }) {
  return (
    <ul className="row g-3 list-unstyled">
      {profiles.map((p) => (
        <li key={p.id} className={dense ? 'col-6 col-md-4 col-lg-2' : 'col-6 col-md-4 col-lg-3'}>
          <ProfileCard profile={p} />
        </li>
      ))}
    </ul>
  );
}
