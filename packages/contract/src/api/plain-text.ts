/** Control characters (line breaks and tabs aside) and bidi overrides: never in stored text. */
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether a text is plain: no control characters or bidi overrides; optionally no line breaks
 * (names) and no angle brackets (names and short fields; free texts allow them, `markup`, for
 * '<3' and '>_<': every text is shown escaped, never as HTML).
 */
export function isPlainText(s: string, { markup = false, lineBreaks = true } = {}): boolean {
  return (
    !CONTROL_OR_BIDI.test(s) && (lineBreaks || !/[\t\n\r]/.test(s)) && (markup || !/[<>]/.test(s))
  );
}

/** Invisible in a name: format characters (zero-width spaces and joiners) and blank fillers. */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/u;

/**
 * Whether a text can be a member's name: plain on one line, without invisible characters (a
 * name of zero-width spaces looks blank, one with them copies another's), with a letter or digit,
 * and no pile of combining marks on one character (text drawn over its neighbours).
 */
export function isNameText(s: string): boolean {
  return (
    isPlainText(s, { lineBreaks: false }) &&
    !INVISIBLE.test(s) &&
    /[\p{L}\p{N}]/u.test(s) &&
    !/\p{M}{4,}/u.test(s)
  );
}
