import { describe, expect, it } from 'vitest';
import { senderOf } from './mailer.ts';

describe('senderOf', () => {
  it("puts the mail's sender name on MAIL_FROM's address, quoted", () => {
    expect(senderOf({ fromName: 'Hartjes Demo' }, 'Cupido <no-reply@cupido.test>')).toBe(
      '"Hartjes Demo" <no-reply@cupido.test>',
    );
    expect(senderOf({ fromName: 'Serce "Łódź"' }, 'no-reply@cupido.test')).toBe(
      '"Serce \\"Łódź\\"" <no-reply@cupido.test>',
    );
    expect(senderOf({ fromName: 'A\r\nBcc: x@y' }, 'no-reply@cupido.test')).toBe(
      '"A Bcc: x@y" <no-reply@cupido.test>',
    );
  });

  it('is MAIL_FROM as configured for a mail without a sender name', () => {
    expect(senderOf({}, 'Cupido <no-reply@cupido.test>')).toBe('Cupido <no-reply@cupido.test>');
  });
});
