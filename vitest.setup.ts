import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it (Epic Stack habit).
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
