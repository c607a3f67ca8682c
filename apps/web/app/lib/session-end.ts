/**
 * A tab that ends its own session (logout, account deletion) says so first: the live channel's
 * "session ended" and a refresh that finds no member are then expected, and the page's own flow
 * goes on instead of being sent to '/'.
 */
let expectedUntil = 0;

export function expectSessionEnd(withinMs = 30_000) {
  expectedUntil = Date.now() + withinMs;
}

export function sessionEndExpected(): boolean {
  return Date.now() < expectedUntil;
}
