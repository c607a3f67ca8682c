import { describe, expect, it } from 'vitest';
import { pageScripts } from './idle-prefetch.ts';

const routes = [
  {
    id: 'layout',
    children: [
      { id: 'likes', path: 'likes' },
      { id: 'members-id', path: 'members/:id' },
      { id: 'not-found', path: '*' },
    ],
  },
];
const manifest = {
  layout: { module: '/assets/layout.js', imports: ['/assets/shared.js'] },
  likes: { module: '/assets/likes.js', imports: ['/assets/shared.js', '/assets/card.js'] },
  'members-id': { module: '/assets/profile.js', clientLoaderModule: '/assets/profile-loader.js' },
  'not-found': { module: '/assets/not-found.js' },
};

describe('pageScripts', () => {
  it("lists each matched route's module and imports once, layouts included", () => {
    expect(pageScripts(['/likes', '/members/7', '/members/8'], routes, manifest)).toEqual({
      resolved: ['/likes', '/members/7', '/members/8'],
      scripts: [
        '/assets/layout.js',
        '/assets/shared.js',
        '/assets/likes.js',
        '/assets/card.js',
        '/assets/profile.js',
        '/assets/profile-loader.js',
      ],
    });
  });

  it('leaves out a path that reaches the not-found route (unknown, or not learnt yet)', () => {
    expect(pageScripts(['/nowhere/at/all'], routes, manifest)).toEqual({
      resolved: [],
      scripts: [],
    });
  });

  it('leaves out a path whose routes the manifest does not hold yet', () => {
    expect(pageScripts(['/likes'], routes, { layout: manifest.layout })).toEqual({
      resolved: [],
      scripts: [],
    });
  });
});
