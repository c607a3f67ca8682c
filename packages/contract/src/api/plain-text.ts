/** Control characters (line breaks and tabs aside) and bidi overrides: never in stored text. */
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether a text is plain: no control characters or bidi overrides; optionally no line breaks
 * (names) and no angle brackets (texts shown on profiles).
 */
export function isPlainText(s: string, { markup = false, lineBreaks = true } = {}): boolean {
  return (
    !CONTROL_OR_BIDI.test(s) && (lineBreaks || !/[\t\n\r]/.test(s)) && (markup || !/[<>]/.test(s))
  );
}
