import type { TChatPartner } from '@cupido/contract/browser';

/** The partner's thumbnail, or their initial on a soft circle (decorative: the name is next to it). */
export function PartnerAvatar({ partner, size = 44 }: { partner: TChatPartner; size?: number }) {
  return partner.thumb ? (
    <img
      src={partner.thumb}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="chat-avatar rounded-circle object-fit-cover flex-none"
    />
  ) : (
    <span
      className="chat-avatar chat-avatar-initial rounded-circle flex-none"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {partner.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The site's fictional-profile icon, named for screen readers, the warning on hover. */
export function FictionalMark({
  icon,
  label,
  warning,
}: {
  icon: string;
  label: string;
  warning: string;
}) {
  return (
    <span className="flex-none" role="img" aria-label={label} title={warning}>
      {icon}
    </span>
  );
}
