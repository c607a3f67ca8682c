import { describe, expect, it } from 'vitest';
import { barReducer, type TBarState } from './progress-bar.tsx';

const hidden: TBarState = { phase: 'hidden', percent: 0 };

describe('loading bar states (spec section 4)', () => {
  it('starts, increases up to 95%, finishes and hides', () => {
    let s = barReducer(hidden, { type: 'start' });
    expect(s).toEqual({ phase: 'running', percent: 5 });
    for (let i = 0; i < 100; i++) s = barReducer(s, { type: 'increase', by: 5 });
    expect(s.percent).toBe(95);
    s = barReducer(s, { type: 'finish' });
    expect(s).toEqual({ phase: 'finished', percent: 100 });
    expect(barReducer(s, { type: 'hide' })).toEqual(hidden);
  });

  it('fails in full width, and ignores increases when not running', () => {
    expect(barReducer(hidden, { type: 'fail' })).toEqual({ phase: 'failed', percent: 100 });
    expect(barReducer(hidden, { type: 'increase' })).toBe(hidden);
    expect(barReducer(hidden, { type: 'finish' })).toBe(hidden);
  });
});
