import { TRACKING_PARAMS } from '@cupido/contract/browser';
import { describe, expect, it } from 'vitest';
import {
  captureTracking,
  captureTrackingScript,
  readTracking,
  withoutTracking,
} from './tracking.ts';

function fakes(href: string) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  } as Storage;
  const replaced: string[] = [];
  const history = {
    state: null,
    replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url),
  } as unknown as History;
  const cookies: string[] = [];
  const capture = (at: string) =>
    captureTracking(
      { href: at } as Location,
      history,
      storage,
      TRACKING_PARAMS,
      'tracking',
      (rest) => cookies.push(`tracking_source=1${rest}`),
    );
  return { capture: () => capture(href), captureAt: capture, storage, history, replaced, cookies };
}

describe('tracking parameters (spec section 9)', () => {
  it('stores them, marks the visit and removes them from the URL, keeping the other parameters', () => {
    const f = fakes(
      'http://hartjes.localhost/landers/video/nl?network=adnet&sub1=abc&t=5&cpc=0.12#top',
    );
    f.capture();
    expect(readTracking(f.storage)).toEqual({ network: 'adnet', sub1: 'abc', cpc: '0.12' });
    expect(f.replaced).toEqual(['/landers/video/nl?t=5#top']);
    expect(f.cookies).toEqual(['tracking_source=1; Max-Age=2592000; Path=/; SameSite=Lax']);
  });

  it('merges later visits and leaves a clean URL alone', () => {
    const f = fakes('http://x/?ref=one');
    f.capture();
    f.captureAt('http://x/?aff_sub2=two');
    f.captureAt('http://x/members');
    expect(readTracking(f.storage)).toEqual({ ref: 'one', aff_sub2: 'two' });
    expect(f.replaced).toHaveLength(2);
    expect(f.cookies).toHaveLength(2);
  });

  it('takes an empty one out of the address without counting it as a source', () => {
    const f = fakes('http://x/members?network=&page=2');
    f.capture();
    expect(f.replaced).toEqual(['/members?page=2']);
    expect(readTracking(f.storage)).toEqual({});
    expect(f.cookies).toEqual([]);
  });

  it('survives a corrupt stored value', () => {
    const f = fakes('http://x/?ref=two');
    f.storage.setItem('tracking', '{not json');
    expect(readTracking(f.storage)).toEqual({});
    f.capture();
    expect(readTracking(f.storage)).toEqual({ ref: 'two' });
  });

  it("runs as the page's own script: self-contained, and never stopping the page's scripts", () => {
    const f = fakes('http://x/?network=n1&page=2');
    const script = captureTrackingScript();
    new Function('location', 'history', 'localStorage', 'document', script)(
      { href: 'http://x/?network=n1&page=2' },
      { state: null, replaceState: (_s: unknown, _t: string, url: string) => f.replaced.push(url) },
      f.storage,
      {
        set cookie(value: string) {
          f.cookies.push(value);
        },
      },
    );
    expect(readTracking(f.storage)).toEqual({ network: 'n1' });
    expect(f.replaced).toEqual(['/?page=2']);
    expect(f.cookies[0]).toMatch(/^tracking_source=1; Max-Age=2592000;/);
    let asked = false;
    const refusing = {
      location: { href: 'http://x/?network=n2' },
      history: f.history,
      get localStorage(): Storage {
        asked = true;
        throw new Error('SecurityError');
      },
    };
    const before = f.replaced.length;
    expect(() => new Function('w', `with (w) { ${script} }`)(refusing)).not.toThrow();
    expect(asked).toBe(true);
    // Not stored, so still in the address.
    expect(f.replaced).toHaveLength(before);
  });

  it('leaves them out of a return path', () => {
    expect(withoutTracking('/members/5/chat?network=n&sub1=s&t=3#x')).toBe('/members/5/chat?t=3#x');
    expect(withoutTracking('/members')).toBe('/members');
  });
});
