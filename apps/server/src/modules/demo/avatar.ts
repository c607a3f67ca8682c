import sharp from 'sharp';

const SKIN = ['#f5d0b5', '#e8b896', '#d19a72', '#a86f4c', '#7a4b2e', '#f0c8a0'];
const HAIR: Record<string, string> = {
  brunette: '#4a2c1a',
  blond: '#e6c36a',
  brown: '#6b4226',
  white: '#eeeeee',
  bald: 'none',
  black: '#1c1c1c',
  'dark blond': '#b8954a',
  'dark brown': '#3b2314',
  gray: '#9a9a9a',
  red: '#b5452a',
  other: '#6a4c93',
};

export type TAvatarSpec = { seed: number; gender: 'male' | 'female'; hair: string };

/**
 * A generated, clearly artificial portrait (made locally, no network): gradient backdrop,
 * head, hair and shoulders, and a DEMO mark so nobody mistakes it for a real person.
 */
export function avatarSvg({ seed, gender, hair }: TAvatarSpec, variant = 0): string {
  const hue = (seed * 47 + variant * 90) % 360;
  const skin = SKIN[seed % SKIN.length];
  const hairColor = HAIR[hair] ?? HAIR.other!;
  const shirt = `hsl(${(hue + 180) % 360} 55% 45%)`;
  const longHair =
    gender === 'female'
      ? `<path d="M170 250 Q160 120 300 110 Q440 120 430 250 L450 520 Q300 470 150 520 Z" fill="${hairColor}"/>`
      : '';
  const topHair =
    hairColor === 'none'
      ? ''
      : `<path d="M195 235 Q200 125 300 120 Q400 125 405 235 Q360 175 300 180 Q240 175 195 235 Z" fill="${hairColor}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 55%)"/>
  </linearGradient></defs>
  <rect width="600" height="750" fill="url(#g)"/>
  <circle cx="${100 + (seed % 5) * 90}" cy="${120 + (seed % 3) * 40}" r="${60 + (seed % 4) * 15}" fill="#fff" opacity="0.15"/>
  ${longHair}
  <path d="M90 750 Q100 560 300 540 Q500 560 510 750 Z" fill="${shirt}"/>
  <rect x="265" y="400" width="70" height="120" rx="30" fill="${skin}"/>
  <ellipse cx="300" cy="300" rx="112" ry="135" fill="${skin}"/>
  ${topHair}
  <circle cx="258" cy="300" r="9" fill="#2b2b2b"/><circle cx="342" cy="300" r="9" fill="#2b2b2b"/>
  <path d="M262 360 Q300 ${385 + (seed % 3) * 5} 338 360" stroke="#8a3b3b" stroke-width="7" fill="none" stroke-linecap="round"/>
  <rect x="20" y="20" width="120" height="44" rx="10" fill="#000" opacity="0.45"/>
  <text x="80" y="51" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">DEMO</text>
</svg>`;
}

/** Renders an avatar as a PNG, to be stored through the same pipeline as uploads. */
export function renderAvatar(spec: TAvatarSpec, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(spec, variant)), { density: 144 })
    .png()
    .toBuffer();
}
