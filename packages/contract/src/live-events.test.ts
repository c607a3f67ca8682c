import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, ZLiveEvent } from './index.ts';

describe('live events', () => {
  it('lists the type of every event the schema has, and no other', () => {
    const types = ZLiveEvent.options.map((option) => option.shape.type.value);
    expect([...LIVE_EVENT_TYPES].sort()).toEqual([...types].sort());
  });
});
