import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { translate, type TMessageKey } from '@cupido/i18n';
import type { TLocale } from '@cupido/contract';
import { E2E_PORT } from '../playwright.config.ts';

/** A demo site's address on this machine; *.localhost resolves to loopback in Chromium. */
export const site = (domain: 'cupido' | 'hartjes' | 'herzklopfen', path = '/') =>
  `http://${domain}.localhost:${E2E_PORT}${path}`;

export const t = (locale: TLocale, key: TMessageKey, params?: Record<string, string | number>) =>
  translate(locale, key, params);

/** No axe violations on the page as it stands. */
export async function expectAccessible(page: Page) {
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
