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

  it("put a member's unread messages and new likes before the title, as the live count does", () => {
    const member = (unread_messages: number, new_likes: number) => ({
      id: 'root',
      data: {
        locale: 'en',
        settings: { name: 'Cupido', cdn_prefix: '' },
        user: { unread_messages, new_likes },
      },
    });
    expect(textTitleMeta([member(2, 1)], 'Likes')).toEqual({ title: '(3) Likes | Cupido' });
    expect(textTitleMeta([member(0, 0)], 'Likes')).toEqual({ title: 'Likes | Cupido' });
    expect(textTitleMeta([root('en')], 'Likes')).toEqual({ title: 'Likes | Herzklopfen' });
  });
});
