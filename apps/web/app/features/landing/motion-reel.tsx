import type { TProfileCard } from '@cupido/contract/browser';
import { MemberPhoto } from './member-photo.tsx';

/** Pictures in one reel; the keyframes in landers.css are cut for exactly this many. */
export const REEL_LENGTH = 5;

/**
 * Motion made here, without a video file: pictures crossfading (and, for `kenburns`, slowly
 * zooming) in CSS. The first picture is the poster frame underneath; paused, or with reduced
 * motion asked for, the poster is all that shows. There is no sound at all.
 */
export function MotionReel({
  members,
  playing,
  kenburns,
}: {
  members: TProfileCard[];
  playing: boolean;
  kenburns?: boolean;
}) {
  const reel = members.slice(0, REEL_LENGTH);
  if (reel.length === 0) return null;
  return (
    <div
      className={`reel${playing ? ' playing' : ''}${kenburns ? ' kenburns' : ''}`}
      aria-hidden="true"
    >
      <MemberPhoto member={reel[0]!} eager className="reel-img reel-poster" size={640} />
      {playing &&
        reel.map((m, i) => (
          <MemberPhoto
            key={m.id}
            member={m}
            className="reel-img reel-frame"
            size={640}
            style={{ '--i': i } as React.CSSProperties}
          />
        ))}
    </div>
  );
}
