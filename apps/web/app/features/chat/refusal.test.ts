import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http-client.ts';
import { chatWayBack, lastingRefusal, refusalWayOut } from './refusal.ts';

const refused = (status: number, code: string) => new ApiError(status, { code, message: code });

describe('a refused send', () => {
  it('is lasting when the server refused it for a reason, so no retry is offered', () => {
    expect(lastingRefusal(refused(402, 'insufficient_credits'))).toBe('insufficient_credits');
    expect(lastingRefusal(refused(403, 'premium_required'))).toBe('premium_required');
    expect(lastingRefusal(refused(400, 'validation_failed'))).toBe('validation_failed');
  });

  it('may be retried after a network failure, a server error or a rate limit', () => {
    expect(lastingRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(lastingRefusal(refused(0, 'internal_error'))).toBeNull();
    expect(lastingRefusal(refused(500, 'internal_error'))).toBeNull();
    expect(lastingRefusal(refused(503, 'unavailable'))).toBeNull();
    expect(lastingRefusal(refused(429, 'rate_limited'))).toBeNull();
  });

  it('leads to the shop and back to the chat with the text that was not sent', () => {
    const back = chatWayBack('/chats/7', { type: 'text', text: 'Hola & adiós' });
    expect(back).toBe('/chats/7?text=Hola+%26+adi%C3%B3s');
    expect(refusalWayOut('insufficient_credits', back)).toEqual({
      to: `/credits?next=${encodeURIComponent(back)}`,
      label: 'chat.buy_credits',
    });
  });

  it('comes back to the gift picker for a gift, to the photo offered again for a photo', () => {
    expect(chatWayBack('/chats/7', { type: 'gift', text: null })).toBe('/chats/7?gift=1');
    expect(chatWayBack('/chats/7', { type: 'photo', text: null })).toBe('/chats/7?photo=1');
    expect(chatWayBack('/members/3/chat', { type: 'photo', text: null })).toBe(
      '/members/3/chat?photo=1',
    );
    expect(chatWayBack('/members/3/chat')).toBe('/members/3/chat');
  });

  it('leads premium refusals to the premium page, others nowhere', () => {
    expect(refusalWayOut('premium_required', '/chats/7')).toEqual({
      to: '/premium',
      label: 'nav.get_premium',
    });
    expect(refusalWayOut('recipient_not_confirmed', '/chats/7')).toBeNull();
  });
});
