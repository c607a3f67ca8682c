import { describe, expect, it } from 'vitest';
import { captureTracking, readTracking } from './tracking.ts';

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
  return { location: { href } as Location, history, storage, replaced };
}

describe('tracking parameters (spec section 9)', () => {
  it('stores them and removes them from the URL, keeping the other parameters', () => {
    const f = fakes(
      'http://hartjes.localhost/landers/video/nl?network=adnet&sub1=abc&t=5&cpc=0.12#top',
    );
    captureTracking(f.location, f.history, f.storage);
    expect(readTracking(f.storage)).toEqual({ network: 'adnet', sub1: 'abc', cpc: '0.12' });
    expect(f.replaced).toEqual(['/landers/video/nl?t=5#top']);
  });

  it('merges later visits and leaves a clean URL alone', () => {
    const f = fakes('http://x/?ref=one');
    captureTracking(f.location, f.history, f.storage);
    captureTracking({ href: 'http://x/?aff_sub2=two' } as Location, f.history, f.storage);
    captureTracking({ href: 'http://x/members' } as Location, f.history, f.storage);
    expect(readTracking(f.storage)).toEqual({ ref: 'one', aff_sub2: 'two' });
    expect(f.replaced).toHaveLength(2);
  });

  it('survives a corrupt stored value', () => {
    const f = fakes('http://x/');
    f.storage.setItem('tracking', '{not json');
    expect(readTracking(f.storage)).toEqual({});
  });
});
