import { describe, expect, it } from 'vitest';
import { siteTitle, textTitleMeta, titleMeta } from './meta-t.ts';

const root = (locale: string) => ({
  id: 'root',
  data: { locale, settings: { name: 'Herzklopfen', cdn_prefix: '' } },
});

describe('page titles', () => {
  it('name what the page is, then the site, with one separator on every page', () => {
    expect(titleMeta([root('de'), { id: 'settings' }], 'settings.title')).toEqual({
      title: 'Kontoeinstellungen | Herzklopfen',
    });
    expect(textTitleMeta([root('en')], 'Anna, 31')).toEqual({ title: 'Anna, 31 | Herzklopfen' });
  });

  it('leave the site out when the root has no data (an error before the root loaded)', () => {
    expect(siteTitle('Not found', undefined)).toBe('Not found');
    expect(textTitleMeta([undefined], 'Anna, 31')).toEqual({ title: 'Anna, 31' });
  });
});
