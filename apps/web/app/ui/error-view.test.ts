import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { messageOf, statusOf } from './error-view.tsx';

const response = (status: number, body: unknown) => new ErrorResponseImpl(status, '', body);

describe('the error page', () => {
  it("shows a loader's message, the API message of a raw JSON answer, and no other raw body", () => {
    expect(messageOf(response(403, 'You cannot see this profile.'))).toBe(
      'You cannot see this profile.',
    );
    expect(
      messageOf(response(429, '{"error":{"code":"rate_limited","message":"Zu viele Anfragen."}}')),
    ).toBe('Zu viele Anfragen.');
    expect(messageOf(response(502, '<html><body>Bad Gateway</body></html>'))).toBeNull();
    expect(messageOf(response(500, '{not json'))).toBeNull();
    expect(messageOf(response(500, 'x'.repeat(301)))).toBeNull();
    expect(messageOf(response(404, null))).toBeNull();
    expect(messageOf(new Error('boom'))).toBeNull();
    expect(statusOf(response(429, ''))).toBe(429);
  });
});
