import type { ReactNode } from 'react';
import type { TPaymentMethod } from '@cupido/contract/browser';

const font = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;

/** A card of the brand's background colour with centred text. */
function Card({ bg, border, children }: { bg: string; border?: string; children: ReactNode }) {
  return (
    <>
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="31"
        rx="5"
        fill={bg}
        stroke={border ?? bg}
        strokeWidth="1"
      />
      {children}
    </>
  );
}

function Word({
  children,
  fill = '#fff',
  size = 11,
  x = 24,
  y = 20,
  italic = false,
}: {
  children: ReactNode;
  fill?: string;
  size?: number;
  x?: number;
  y?: number;
  italic?: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontSize={size}
      fill={fill}
      fontStyle={italic ? 'italic' : undefined}
      {...font}
    >
      {children}
    </text>
  );
}

/** Two overlapping circles (card schemes). */
function Circles({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx="19" cy="14" r="8" fill={left} />
      <circle cx="29" cy="14" r="8" fill={right} />
      <path d="M24 7.8a8 8 0 0 1 0 12.4a8 8 0 0 1 0-12.4z" fill={overlap} />
    </>
  );
}

/**
 * The 18 payment methods of spec section 3 (the contract's list), each with a small mark drawn
 * here (no brand artwork is copied): a 48×32 card in the brand's colours with its initials or
 * name. The logo is decorative; the method's name is always written beside it.
 */
const MARKS: Record<TPaymentMethod, ReactNode> = {
  ideal: (
    <Card bg="#fff" border="#cc0066">
      <rect x="9" y="6" width="20" height="20" rx="3" fill="#cc0066" />
      <Word x={19} y={20.5} size={11}>
        iD
      </Word>
      <Word x={38} y={20} size={8} fill="#cc0066">
        EAL
      </Word>
    </Card>
  ),
  bancontact: (
    <Card bg="#fff" border="#1e3764">
      <path d="M6 10h16l-5 6H6z" fill="#1e3764" />
      <path d="M42 22H26l5-6h11z" fill="#ffd800" />
      <Word y={29} size={6} fill="#1e3764">
        Bancontact
      </Word>
    </Card>
  ),
  visa: (
    <Card bg="#1a1f71">
      <Word y={20.5} size={13} italic>
        VISA
      </Word>
    </Card>
  ),
  mastercard: (
    <Card bg="#fff" border="#d0d0d0">
      <Circles left="#eb001b" right="#f79e1b" overlap="#ff5f00" />
      <Word y={29} size={5.5} fill="#231f20">
        mastercard
      </Word>
    </Card>
  ),
  maestro: (
    <Card bg="#fff" border="#d0d0d0">
      <Circles left="#0099df" right="#ed0006" overlap="#6c6bbd" />
      <Word y={29} size={6} fill="#231f20">
        maestro
      </Word>
    </Card>
  ),
  creditcard: (
    <Card bg="#4b5563">
      <rect x="0.5" y="8" width="47" height="6" fill="#1f2937" />
      <rect x="6" y="19" width="14" height="4" rx="1" fill="#d1d5db" />
      <rect x="32" y="19" width="10" height="6" rx="1.5" fill="#fbbf24" />
    </Card>
  ),
  cartebancaire: (
    <Card bg="#fff" border="#1b8a5a">
      <rect x="6" y="6" width="36" height="20" rx="3" fill="#1b8a5a" />
      <rect x="24" y="6" width="18" height="20" rx="3" fill="#0d5aa7" />
      <Word y={20.5} size={12}>
        CB
      </Word>
    </Card>
  ),
  nexi: (
    <Card bg="#2d32aa">
      <Word y={20.5} size={13}>
        nexi
      </Word>
    </Card>
  ),
  applepay: (
    <Card bg="#000">
      <path
        d="M14.6 11.6c.7-.9 1.2-2 1-3.1-1 .1-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3zm1 1.6c-1.5-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.7 2.3-1.6 2.8-.4 6.9 1.1 9.1.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7c1.2 0 2-1.1 2.8-2.2.9-1.3 1.2-2.5 1.2-2.6 0 0-2.4-.9-2.4-3.6 0-2.3 1.9-3.3 2-3.4-1.1-1.6-2.7-1.8-3.3-1.8z"
        fill="#fff"
      />
      <Word x={32} y={21} size={11}>
        Pay
      </Word>
    </Card>
  ),
  paysafecard: (
    <Card bg="#008ac9">
      <Word y={19} size={8}>
        paysafecard
      </Word>
    </Card>
  ),
  paypal: (
    <Card bg="#fff" border="#d0d0d0">
      <Word x={13} y={21} size={15} fill="#253b80" italic>
        P
      </Word>
      <Word x={16} y={23} size={15} fill="#179bd7" italic>
        P
      </Word>
      <Word x={33} y={19} size={7.5} fill="#253b80">
        PayPal
      </Word>
    </Card>
  ),
  sofort: (
    <Card bg="#ef809f">
      <Word y={19.5} size={9}>
        SOFORT
      </Word>
    </Card>
  ),
  eps: (
    <Card bg="#fff" border="#c8036f">
      <Word y={20} size={13} fill="#71706f" italic>
        eps
      </Word>
      <rect x="8" y="24" width="32" height="2" fill="#c8036f" />
    </Card>
  ),
  giropay: (
    <Card bg="#000268">
      <Word x={16} y={20} size={10}>
        giro
      </Word>
      <rect x="27" y="9" width="17" height="14" rx="2" fill="#fff" />
      <Word x={35.5} y={19.5} size={8} fill="#000268">
        pay
      </Word>
    </Card>
  ),
  sdd: (
    <Card bg="#10298e">
      <Word y={17} size={10}>
        SEPA
      </Word>
      <Word y={26} size={6} fill="#ffcc00">
        DIRECT DEBIT
      </Word>
    </Card>
  ),
  sct: (
    <Card bg="#fff" border="#10298e">
      <path d="M24 5l12 6H12z" fill="#10298e" />
      <rect x="14" y="12" width="3" height="9" fill="#10298e" />
      <rect x="22.5" y="12" width="3" height="9" fill="#10298e" />
      <rect x="31" y="12" width="3" height="9" fill="#10298e" />
      <rect x="11" y="22" width="26" height="3" fill="#10298e" />
    </Card>
  ),
  prezelewy24: (
    <Card bg="#fff" border="#d13239">
      <Word y={21} size={13} fill="#d13239">
        P24
      </Word>
    </Card>
  ),
  blik: (
    <Card bg="#000">
      <Word x={22} y={20.5} size={12}>
        blik
      </Word>
      <circle cx="37" cy="10" r="3" fill="#e5353b" />
    </Card>
  ),
};

/** A method's logo, 48×32 at `height` 32 (scaled by the height given). */
export function PaymentMethodLogo({ method, height = 32 }: { method: string; height?: number }) {
  const mark = MARKS[method as TPaymentMethod];
  if (!mark) return null;
  return (
    <svg
      className="payment-logo"
      width={(height * 3) / 2}
      height={height}
      viewBox="0 0 48 32"
      aria-hidden="true"
      focusable="false"
      data-method={method}
    >
      {mark}
    </svg>
  );
}
