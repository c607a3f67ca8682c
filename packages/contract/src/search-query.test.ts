import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_FIELDS, ZSearchQuery } from './index.ts';

describe('SEARCH_QUERY_FIELDS', () => {
  it("names exactly the search call's query fields", () => {
    expect([...SEARCH_QUERY_FIELDS].sort()).toEqual(Object.keys(ZSearchQuery.shape).sort());
  });
});
