import { describe, expect, it } from 'vitest';
import { ZSiteConfig } from '../sites/index.ts';
import { DEMO_SITES } from './demo-sites.ts';

describe('the demo sites', () => {
  // A language without its own title fell back to the site's first one: an Italian or Polish
  // visitor of herzklopfen had a German tab title, a Spanish visitor of cupido an English
  // description.
  it.each(DEMO_SITES.map((site) => [site.domain, ZSiteConfig.parse(site.config)] as const))(
    '%s has its index title and description in each of its languages',
    (_domain, config) => {
      for (const language of config.languages) {
        expect(config.index_title[language], `index_title.${language}`).toBeTruthy();
        expect(config.description[language], `description.${language}`).toBeTruthy();
      }
    },
  );
});
