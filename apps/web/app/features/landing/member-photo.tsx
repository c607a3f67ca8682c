import type { TProfileCard } from '@cupido/contract/browser';
import { FictionalMark, FictionalNote } from '../../ui/fictional-mark.tsx';

/**
 * A member's picture on a lander. Decorative pictures have no text (the name is beside them);
 * `eager` marks the first, largest picture of a page (its LCP element) and is fetched first. The
 * others load lazily at low priority, so that on a slow link they do not compete with the
 * stylesheets and the LCP element (Chromium would otherwise raise the priority of every picture in
 * the viewport once it is laid out).
 */
export function MemberPhoto({
  member,
  className,
  eager,
  size = 240,
  style,
}: {
  member: TProfileCard;
  className?: string;
  eager?: boolean;
  size?: number;
  style?: React.CSSProperties;
}) {
  return (
    <img
      src={member.main_image ?? ''}
      alt=""
      className={className}
      style={style}
      width={size}
      height={Math.round(size * 1.25)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'low'}
    />
  );
}

/** Name and age, with the fictional mark where it applies. */
export function MemberName({ member }: { member: TProfileCard }) {
  return (
    <>
      {member.name}, {member.age}
      {member.is_fictional && <FictionalMark />}
    </>
  );
}

/** Under a list of members: the disclosure, when any of them is fictional. */
export function FictionalDisclosure({ members }: { members: TProfileCard[] }) {
  if (!members.some((m) => m.is_fictional)) return null;
  return <FictionalNote className="small text-secondary text-center mt-3 mb-0" />;
}

/** Pictures without names beside them show real members only: nothing to disclose there. */
export const realMembers = (members: TProfileCard[]) => members.filter((m) => !m.is_fictional);
