import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient } from './http-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const delays: number[] = [];
  const onLoggedOut = vi.fn();
  const http = createHttpClient({
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    },
    sleep: async (ms) => void delays.push(ms),
    onLoggedOut,
  });
  return { http, calls, delays, onLoggedOut };
}

describe('HTTP client (spec section 7)', () => {
  it('sends JSON with X-Request-Type: client', async () => {
    const { http, calls } = client([json(200, { user: null })]);
    await http.call('PUT /api/user.php', { body: { language: 'de' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-request-type']).toBe('client');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"language":"de"}');
  });

  it('lets a write outlive the page (keepalive), but not a read or an upload', async () => {
    const { http, calls } = client([
      json(200, {}),
      json(200, {}),
      json(200, {}),
      json(200, {}),
      json(200, {}),
    ]);
    await http.call('DELETE /api/chat.php', { body: { conversation: 1 } });
    await http.call('POST /api/chat-read.php', { body: { conversation_id: 1 } });
    await http.call('PUT /api/user.php', { body: { language: 'de' } });
    await http.call('GET /api/chats.php');
    await http.call('POST /api/photos.php', { form: new FormData() });
    expect(calls.map((call) => call.init.keepalive)).toEqual([true, true, true, false, false]);
  });

  it('retries 5 times with exponential delay on network errors and 5xx', async () => {
    const { http, calls, delays } = client([
      new TypeError('network'),
      json(502, {}),
      json(503, {}),
      new TypeError('network'),
      json(500, {}),
      json(200, { ok: 1 }),
    ]);
    await expect(http.call('GET /api/chats.php')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(6);
    expect(delays).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('gives up after 5 retries with the last error', async () => {
    const { http, calls } = client(
      Array.from({ length: 6 }, () =>
        json(500, { error: { code: 'internal_error', message: 'Boom' } }),
      ),
    );
    await expect(http.call('GET /api/chats.php')).rejects.toMatchObject({
      status: 500,
      code: 'internal_error',
    });
    expect(calls).toHaveLength(6);
  });

  it('never retries a 4xx, and exposes the error shape', async () => {
    const { http, calls } = client([
      json(400, {
        error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Invalid email' } },
      }),
    ]);
    const complaint = {
      name: 'A',
      email: 'bad',
      category: 'other',
      message: 'Ten chars!',
    } as const;
    const error = await http
      .call('POST /api/complaints.php', { body: complaint })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fields: { email: 'Invalid email' } });
    expect(calls).toHaveLength(1);
  });

  it('logs out and swallows a 403 authentication_required on any call but user.php', async () => {
    const denied = () =>
      json(403, { error: { code: 'authentication_required', message: 'Log in' } });
    const { http, onLoggedOut } = client([denied(), denied()]);
    await expect(http.call('GET /api/chats.php')).resolves.toBeUndefined();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    await expect(http.call('GET /api/user.php')).rejects.toMatchObject({ status: 403 });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('logs out on a 401 authentication_required too (an ended session)', async () => {
    const { http, onLoggedOut } = client([
      json(401, { error: { code: 'authentication_required', message: 'Log in' } }),
    ]);
    const change = {
      old_password: 'old',
      password: 'new-secret-1',
      password_confirm: 'new-secret-1',
    };
    await expect(http.call('PUT /api/password.php', { body: change })).resolves.toBeUndefined();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('does not log out on other 403s', async () => {
    const { http, onLoggedOut } = client([
      json(403, { error: { code: 'csrf_failed', message: 'No' } }),
    ]);
    await expect(http.call('GET /api/chats.php')).rejects.toMatchObject({ code: 'csrf_failed' });
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('sends a query from its parameters, after any fixed part of the call name', async () => {
    const { http, calls } = client([json(200, {}), json(200, {}), json(200, {})]);
    await http.call('GET /api/payment.php', { query: { id: 'tr_1 &2' } });
    await http.call('POST /api/user.php?push=1', { body: { subscription: false } });
    await http.call('POST /api/like.php', { body: { member_id: 5 } });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/payment.php?id=tr_1+%262'],
      ['POST', '/api/user.php?push=1'],
      ['POST', '/api/like.php'],
    ]);
    expect(calls[1]!.init.body).toBe('{"subscription":false}');
  });
});
