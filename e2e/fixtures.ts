import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { translate, type TMessageKey } from '@cupido/i18n';
import type { TLocale } from '@cupido/contract';
import { E2E_PORT } from '../playwright.config.ts';

/** A demo site's address on this machine; *.localhost resolves to loopback in Chromium. */
export const site = (
  domain: 'cupido' | 'hartjes' | 'herzklopfen',
  path = '/',
  port: number = E2E_PORT,
) => `http://${domain}.localhost:${port}${path}`;

export const t = (locale: TLocale, key: TMessageKey, params?: Record<string, string | number>) =>
  translate(locale, key, params);

/**
 * The page is hydrated: the live provider marks <html data-live> in an effect, which runs once
 * React has taken over the server's HTML (for visitors too).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
}

/** No axe violations on the page as it stands, once hydrated (guards disable buttons until then). */
export async function expectAccessible(page: Page) {
  await hydrated(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Marks the site-entry warning as dismissed before the page loads. */
export async function dismissEntryWarning(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('hide-site-entry-warning', '1700000000'),
  );
}
