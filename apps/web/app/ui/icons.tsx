/** Inline icons (decorative: hidden from assistive technology). */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function HeartIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...base} width={size} height={size} fill="currentColor">
      <path d="M12 21s-7.5-4.6-10-9.3C.4 8.5 2.2 4.5 6 4.1c2.2-.2 4 1 6 3.2 2-2.2 3.8-3.4 6-3.2 3.8.4 5.6 4.4 4 7.6C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export function ChatIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      {...base}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

export function ShieldIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      {...base}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  );
}

export function PinIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      {...base}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function GlobeIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...base} width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/** A line icon drawn with the current colour. */
function Line({ size, children }: { size: number; children: React.ReactNode }) {
  return (
    <svg
      {...base}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Line>
  );
}

/** Credits: two stacks of coins, no currency sign (sites sell in euros, pounds and zloty). */
export function CoinIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <ellipse cx="9" cy="6" rx="6" ry="2.5" />
      <path d="M3 6v10c0 1 1 1.8 2.5 2.2M3 11c0 1 1 1.8 2.5 2.2M15 6v2.5" />
      <ellipse cx="15" cy="13" rx="6" ry="2.5" />
      <path d="M9 13v5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-5" />
    </Line>
  );
}

export function StarIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />
    </Line>
  );
}

export function ArrowLeftIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Line>
  );
}

export function SendIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />
    </Line>
  );
}

export function ImageIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </Line>
  );
}

export function GiftIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v7h14v-7M12 8v12M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5-1.5S14 8 12 8z" />
    </Line>
  );
}

export function TrashIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Line>
  );
}

/** Three dots in a column: a menu of more actions. */
export function MoreIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth={3} />
    </Line>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Line>
  );
}

export function CheckAllIcon({ size = 16 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M2 12.5l4.5 4.5L16 7.5M11.5 16.5l.5.5L21.5 7.5" />
    </Line>
  );
}

export function ClockIcon({ size = 16 }: { size?: number }) {
  return (
    <Line size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Line>
  );
}

export function AlertIcon({ size = 16 }: { size?: number }) {
  return (
    <Line size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Line>
  );
}

export function UserIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
    </Line>
  );
}

export function EyeIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Line>
  );
}

export function EyeOffIcon({ size = 20 }: { size?: number }) {
  return (
    <Line size={size}>
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </Line>
  );
}
