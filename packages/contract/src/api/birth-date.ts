/**
 * The age check of sign-up (spec section 5: 'Enter your date of birth (18+)'), shared by the
 * contract's schema, which names it beside the form's other mistakes, and the server, which
 * checks the site's own minimum age (18 or more).
 */

/** The lowest minimum age a site may set. */
export const ADULT_AGE = 18;

/** The calendar date (YYYY-MM-DD) at `at` in a time zone. */
function dateIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `birth`, or null if no such date. */
export function ageOn(birth: string, today: string): number | null {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/**
 * What is wrong with a birth date (YYYY-MM-DD) for `minimumAge`, on the member's own date: a
 * birthday begins at midnight where they live, not in UTC (the browser's time zone, one the
 * runtime knows; UTC when none is given. Decision 0014). 'dob_invalid' for no such date or an age
 * past 120, 'dob_required' (the spec's text, naming the age) under the minimum, else null.
 */
export function birthDateProblem(
  birth: string,
  minimumAge: number,
  timeZone: string | undefined,
  now = new Date(),
): 'dob_invalid' | 'dob_required' | null {
  const age = ageOn(birth, dateIn(timeZone ?? 'UTC', now));
  if (age === null || age > 120 || age < 0) return 'dob_invalid';
  return age < minimumAge ? 'dob_required' : null;
}
