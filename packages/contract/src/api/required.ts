/**
 * The type check of a field a call needs: a missing or null value is 'required', a value of
 * another type 'invalid' (`"1"` where a number goes), so the answer names what is wrong with it.
 * Used as `z.number(REQUIRED)`; the messages are the `field.` keys of the catalogs.
 */
export const REQUIRED = {
  error: (issue: { input?: unknown }) => (issue.input == null ? 'required' : 'invalid'),
};
