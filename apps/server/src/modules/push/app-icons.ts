import sharp from 'sharp';

/** The icon sizes of the web app manifest (Chromium wants 192 and 512). */
export const APP_ICON_SIZES = [192, 512] as const;
export type TAppIconSize = (typeof APP_ICON_SIZES)[number];

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A site's app icon drawn from its branding: the first letter of its name in white on its theme
 * colour, full bleed, so the same picture serves as a maskable icon (the letter stays inside the
 * safe zone). Drawn once per site, size and colour, then kept in memory.
 */
export class AppIcons {
  private readonly drawn = new Map<string, Promise<Buffer>>();

  png(site: { name: string; themeColor: string }, size: TAppIconSize): Promise<Buffer> {
    const initial = [...site.name.trim()][0]?.toUpperCase() ?? 'C';
    const key = `${initial}|${site.themeColor}|${size}`;
    let icon = this.drawn.get(key);
    if (!icon) {
      icon = draw(initial, site.themeColor, size);
      icon.catch(() => this.drawn.delete(key));
      this.drawn.set(key, icon);
    }
    return icon;
  }
}

function draw(initial: string, color: string, size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${xml(color)}"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" fill="#ffffff"
    font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"
    font-size="260">${xml(initial)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
