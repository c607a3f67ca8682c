import { isMessageKey, type TMessageKey } from '@cupido/i18n';

type TIssueLike = {
  code?: string | undefined;
  message?: string | undefined;
  input?: unknown;
  format?: string | undefined;
  /** What kind of value a size issue is about: 'number', 'string', 'array'… */
  origin?: string | undefined;
};

/** Maps a zod issue to a catalog key: our own message codes first, then zod's issue codes. */
export function zodIssueMessage(issue: TIssueLike): TMessageKey {
  const own = `field.${issue.message ?? ''}`;
  if (isMessageKey(own)) return own;
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message ?? '') ? 'field.required' : 'field.invalid';
    // A number out of range is too small or too large; a text or a list, too short or too long.
    case 'too_small':
      return issue.origin === 'number' ? 'field.too_small' : 'field.too_short';
    case 'too_big':
      return issue.origin === 'number' ? 'field.too_big' : 'field.too_long';
    case 'invalid_value':
      return 'field.invalid_choice';
    case 'unrecognized_keys':
      return 'field.unknown';
    case 'invalid_format':
      return issue.format === 'email' ? 'field.invalid_email' : 'field.invalid';
    default:
      return 'field.invalid';
  }
}
