import type { ReactNode } from 'react';
import type { TProfileCard } from '@cupido/contract/browser';
import { ProfileCard } from './profile-card.tsx';

/**
 * A responsive grid of member cards (search results, similar and related members, likes,
 * suggestions); `href` and `extra` go to each card.
 */
export function ProfileGrid<T extends TProfileCard>({
  profiles,
  dense,
  href,
  extra,
}: {
  profiles: T[];
  dense?: boolean;
  href?: (profile: T) => string;
  extra?: (profile: T) => ReactNode;
}) {
  return (
    <ul className="row g-3 list-unstyled">
      {profiles.map((p) => (
        <li key={p.id} className={dense ? 'col-6 col-md-4 col-lg-2' : 'col-6 col-md-4 col-lg-3'}>
          <ProfileCard profile={p} href={href?.(p)} extra={extra?.(p)} />
        </li>
      ))}
    </ul>
  );
}
