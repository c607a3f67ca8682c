import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE, ZLiveEvent, type TLiveEvent } from '@cupido/contract';
import { createTestApp, DATABASE_URL, REDIS_URL, type TTestApp } from '../../test/test-app.ts';
import { logInAgain, signUpMember, type TTestMember } from '../../test/test-members.ts';
import { inProcessBus } from '../../platform/bus/in-process-bus.ts';
import { LIVE_SOCKET_LIMITS, LiveHub } from './live-hub.ts';

/** The wording of a fake socket's error events: it sends no frame, so none is worded. */
const NO_WORDING = {} as never;

/** A live socket that records every event it receives. */
type TProbe = { ws: WebSocket; events: TLiveEvent[]; closed: Promise<number> };

function address(t: TTestApp) {
  return `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

function connect(t: TTestApp, m: TTestMember | null, origin = `http://${address(t)}`) {
  const ws = new WebSocket(`ws://${address(t)}/api/live`, {
    headers: { origin, ...(m ? { cookie: m.cookie } : {}) },
  });
  const events: TLiveEvent[] = [];
  // Every event the server sends is held to the contract's schema (the browser checks its type
  // alone, decision 62).
  ws.on('message', (data) => events.push(ZLiveEvent.parse(JSON.parse(String(data)))));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return { ws, events, closed };
}

async function open(t: TTestApp, m: TTestMember): Promise<TProbe> {
  const probe = connect(t, m);
  await new Promise<void>((resolve, reject) => {
    probe.ws.once('open', () => resolve());
    probe.ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`HTTP ${res.statusCode}`)),
    );
  });
  await until(probe, (e) => e.type === 'credits');
  return probe;
}

/** Waits until the probe has an event matching `match`; fails saying which one never came. */
async function until(probe: TProbe, match: (e: TLiveEvent) => boolean): Promise<TLiveEvent> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = probe.events.find(match);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no event matching ${String(match)} within 10 s; received ${JSON.stringify(probe.events)}`,
      );
    await new Promise((r) => setTimeout(r, 10));
  }
}

function refusedWith(t: TTestApp, m: TTestMember | null, origin?: string): Promise<number> {
  const probe = connect(t, m, origin);
  return new Promise((resolve) => {
    probe.ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    probe.ws.once('open', () => resolve(101));
  });
}

const post = (
  t: TTestApp,
  as: TTestMember,
  url: string,
  body: unknown,
  method: 'POST' | 'DELETE' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: as.cookie, 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify(body),
  });

let t: TTestApp;

/**
 * The member logged in again elsewhere: a session of their own (a login sent with a session
 * would replace that one).
 */
const loginAgain = (m: TTestMember) => logInAgain(t.app, t.db, m);
let seq = 0;
const member = async (name: string) => {
  const m = await signUpMember(t.app, t.db, { email: `${name}-${++seq}@live.test`, name });
  await t.db.query('update members set credits = 20, bonus_credits = 0 where id = $1', [m.id]);
  return m;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('the live channel', () => {
  it('needs a session and the page origin', async () => {
    const ann = await member('Ann');
    expect(await refusedWith(t, null)).toBe(401);
    expect(await refusedWith(t, ann, 'https://evil.example')).toBe(403);
    expect(await refusedWith(t, { ...ann, cookie: 'auth.sid=forged-session-token-000000' })).toBe(
      401,
    );
    const probe = await open(t, ann);
    expect(probe.events).toContainEqual({ type: 'unread', messages: 0, likes: 0 });
    expect(probe.events).toContainEqual({ type: 'credits', credits: 20 });
    probe.ws.close();
  });

  it('delivers messages, badge totals, credits, typing and read receipts live', async () => {
    const ann = await member('Ann');
    const bea = await member('Bea');
    const [a, b] = [await open(t, ann), await open(t, bea)];
    const sent = await post(t, ann, '/api/message.php', {
      client_id: randomUUID(),
      member_id: bea.id,
      type: 'text',
      text: 'Live hello',
    });
    const conversation = sent.json().message.conversation_id as number;
    const got = await until(b, (e) => e.type === 'message');
    expect(got).toMatchObject({
      message: { text: 'Live hello', mine: false },
      chat: { id: conversation, num_unread_messages: 1, profile: { name: 'Ann' } },
    });
    await until(b, (e) => e.type === 'unread' && e.messages === 1);
    await until(a, (e) => e.type === 'message' && e.message.mine);
    await until(a, (e) => e.type === 'credits' && e.credits === 19);

    // Typing is coalesced: a burst of frames reaches the partner once. The server handles a
    // socket's frames in order, so its pong says the whole burst was handled; the read receipt,
    // published after that, reaches Ann after anything the burst published.
    for (let i = 0; i < 5; i++)
      b.ws.send(JSON.stringify({ type: 'typing', conversation_id: conversation }));
    await until(a, (e) => e.type === 'typing');
    b.ws.send(JSON.stringify({ type: 'ping' }));
    await until(b, (e) => e.type === 'pong');
    await post(t, bea, '/api/chat-read.php', { conversation_id: conversation });
    expect(await until(a, (e) => e.type === 'read')).toEqual({
      type: 'read',
      conversation_id: conversation,
      up_to: sent.json().message.id,
    });
    expect(a.events.filter((e) => e.type === 'typing')).toEqual([
      { type: 'typing', conversation_id: conversation },
    ]);
    await until(b, (e) => e.type === 'unread' && e.messages === 0);

    await post(t, ann, '/api/chat.php', { conversation_id: conversation }, 'DELETE');
    await until(a, (e) => e.type === 'conversation_removed');
    a.ws.close();
    b.ws.close();
  });

  it('refuses bad frames with the error shape and keeps the socket open', async () => {
    const ann = await member('Ann');
    const eve = await member('Eve');
    const bea = await member('Bea');
    const sent = await post(t, ann, '/api/message.php', {
      client_id: randomUUID(),
      member_id: bea.id,
      type: 'text',
      text: 'not for Eve',
    });
    const probe = await open(t, eve);
    const bad = [
      'not json',
      JSON.stringify({ type: 'shout' }),
      JSON.stringify({ type: 'typing', conversation_id: 'x' }),
      JSON.stringify({ type: 'typing', conversation_id: 1, extra: true }),
      JSON.stringify({ type: 'hidden', tab: 1 }),
      JSON.stringify({ type: 'visible', hidden: true }),
      JSON.stringify({ type: 'typing', conversation_id: sent.json().message.conversation_id }),
      'x'.repeat(5000),
    ];
    for (const frame of bad) probe.ws.send(frame);
    probe.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    for (;;) {
      if (probe.events.filter((e) => e.type === 'error').length >= bad.length + 1) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const codes = probe.events.filter((e) => e.type === 'error').map((e) => e.code);
    expect(codes).toContain('malformed_body');
    expect(codes).toContain('validation_failed');
    expect(codes).toContain('not_found');
    for (const e of probe.events.filter((e) => e.type === 'error'))
      expect(e.type === 'error' && e.message.length).toBeGreaterThan(0);
    probe.ws.send(JSON.stringify({ type: 'ping' }));
    await until(probe, (e) => e.type === 'pong');
    expect(probe.ws.readyState).toBe(WebSocket.OPEN);
    probe.ws.close();
  });

  it("refuses a socket's frames beyond 10 a second in its own language; another socket's pass", async () => {
    const ann = await member('Ann');
    const german = connect(t, { ...ann, cookie: `${ann.cookie}; locale=de` });
    await until(german, (e) => e.type === 'credits');
    const english = await open(t, ann);
    // 25 frames at once: whether or not they straddle the end of a second, at most 20 pass.
    for (let i = 0; i < 25; i++) german.ws.send(JSON.stringify({ type: 'ping' }));
    english.ws.send(JSON.stringify({ type: 'ping' }));
    await until(english, (e) => e.type === 'pong');
    const answered = () => german.events.filter((e) => e.type === 'pong' || e.type === 'error');
    while (answered().length < 25) await new Promise((r) => setTimeout(r, 10));
    const pongs = german.events.filter((e) => e.type === 'pong').length;
    expect(pongs).toBeGreaterThanOrEqual(10);
    expect(pongs).toBeLessThanOrEqual(20);
    const refused = german.events.filter((e) => e.type === 'error');
    expect(refused).toHaveLength(25 - pongs);
    for (const e of refused)
      expect(e).toMatchObject({
        code: 'rate_limited',
        message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
      });
    expect(english.events.some((e) => e.type === 'error')).toBe(false);
    german.ws.close();
    english.ws.close();
  });

  it('closes within seconds when the session ends', async () => {
    const ann = await member('Ann');
    const probe = await open(t, ann);
    await t.app.inject({
      url: '/api/logout.php',
      headers: { cookie: ann.cookie, 'x-request-type': 'client' },
    });
    expect(await probe.closed).toBe(4401);
  });

  it('tells both members when a block removes their conversation', async () => {
    const ann = await member('Ann');
    const bea = await member('Bea');
    const sent = await post(t, ann, '/api/message.php', {
      client_id: randomUUID(),
      member_id: bea.id,
      type: 'text',
      text: 'hi',
    });
    const [a, b] = [await open(t, ann), await open(t, bea)];
    await post(t, bea, '/api/block.php', { member_id: ann.id });
    const removed = {
      type: 'conversation_removed',
      conversation_id: sent.json().message.conversation_id,
    };
    expect(await until(a, (e) => e.type === 'conversation_removed')).toEqual(removed);
    expect(await until(b, (e) => e.type === 'conversation_removed')).toEqual(removed);
    a.ws.close();
    b.ws.close();
  });
});

describe('shutdown', () => {
  it('closes every socket with 1001 (going away) and then stops', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const ann = await signUpMember(own.app, own.db, { email: 'ann@shutdown.test', name: 'Ann' });
    const probe = await open(own, ann);
    await own.close();
    expect(await probe.closed).toBe(1001);
  });
});

describe('socket limits', () => {
  /** The probe still answers: its socket is open on the server too. */
  const answers = async (probe: TProbe) => {
    const pongs = probe.events.filter((e) => e.type === 'pong').length;
    probe.ws.send(JSON.stringify({ type: 'ping' }));
    for (;;) {
      if (probe.events.filter((e) => e.type === 'pong').length > pongs) return true;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('closes the oldest socket of a session beyond its limit, the others stay', async () => {
    const ann = await member('Ann');
    const probes: TProbe[] = [];
    for (let i = 0; i < LIVE_SOCKET_LIMITS.perSession; i++) probes.push(await open(t, ann));
    const newest = await open(t, ann);
    expect(await probes[0]!.closed).toBe(LIVE_CLOSE.tooManySockets);
    for (const probe of [...probes.slice(1), newest]) expect(await answers(probe)).toBe(true);
    for (const probe of [...probes, newest]) probe.ws.close();
  });

  it("closes the member's oldest sockets beyond the member's limit, across sessions", async () => {
    const ann = await member('Ann');
    const session = () => loginAgain(ann);
    // Three sessions, each within its own limit, together beyond the member's.
    const each = Math.min(
      LIVE_SOCKET_LIMITS.perSession,
      Math.ceil(LIVE_SOCKET_LIMITS.perMember / 2),
    );
    const probes: TProbe[] = [];
    for (const s of [ann, await session(), await session()])
      for (let i = 0; i < each; i++) probes.push(await open(t, s));
    const extra = probes.length - LIVE_SOCKET_LIMITS.perMember;
    expect(extra).toBeGreaterThan(0);
    for (const probe of probes.slice(0, extra))
      expect(await probe.closed).toBe(LIVE_CLOSE.tooManySockets);
    for (const probe of probes.slice(extra)) expect(await answers(probe)).toBe(true);
    for (const probe of probes) probe.ws.close();
  });
});

describe.skipIf(!DATABASE_URL || !REDIS_URL)(
  'two server instances on one PostgreSQL and Redis',
  () => {
    it('delivers a message sent through one instance to a member connected to the other', async () => {
      const prefix = `cupido-test-${randomUUID().slice(0, 8)}:`;
      const one = await createTestApp({ redis: true, env: { REDIS_PREFIX: prefix } });
      const two = await createTestApp({
        redis: true,
        env: { REDIS_PREFIX: prefix },
        shareDbWith: one,
      });
      try {
        await one.app.listen({ port: 0, host: '127.0.0.1' });
        await two.app.listen({ port: 0, host: '127.0.0.1' });
        const ann = await signUpMember(one.app, one.db, { email: 'ann@two.test', name: 'Ann' });
        const bea = await signUpMember(one.app, one.db, { email: 'bea@two.test', name: 'Bea' });
        const b = await open(two, bea);
        const a = await open(one, ann);
        const sent = await post(one, ann, '/api/message.php', {
          client_id: randomUUID(),
          member_id: bea.id,
          type: 'text',
          text: 'across instances',
        });
        expect(sent.statusCode).toBe(200);
        expect(await until(b, (e) => e.type === 'message')).toMatchObject({
          message: { text: 'across instances' },
        });
        b.ws.send(
          JSON.stringify({ type: 'typing', conversation_id: sent.json().message.conversation_id }),
        );
        await until(a, (e) => e.type === 'typing');
        a.ws.close();
        b.ws.close();
      } finally {
        await two.close();
        await one.close();
      }
    });
  },
);

describe('the session check', () => {
  const sessionOf = async (m: TTestMember) =>
    (await t.db.query<{ id: string }>('select id from sessions where member_id = $1', [m.id]))[0]!
      .id;
  const fakeSocket = () =>
    Object.assign(new EventEmitter(), {
      OPEN: 1,
      readyState: 1,
      closedWith: null as number | null,
      send() {},
      close(code: number) {
        this.closedWith = code;
      },
    });
  const DAY_MS = 24 * 3600_000;
  /** A hub of its own, so that nothing but the test runs its checks. */
  const hubs: LiveHub[] = [];
  const newHub = () => {
    const hub = new LiveHub(inProcessBus(), t.db, { checkEveryMs: 3600_000 });
    hubs.push(hub);
    return hub;
  };
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
  });

  it('closes the sockets of the sessions another one ended, the rest stay', async () => {
    const ann = await member('Ann');
    const second = await loginAgain(ann);
    const [here, there] = [await open(t, ann), await open(t, second)];
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { cookie: ann.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        old_password: 'correct horse',
        password: 'brand new pw',
        password_confirm: 'brand new pw',
        end_other_sessions: true,
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(await there.closed).toBe(LIVE_CLOSE.sessionEnded);
    await t.app.live.checkSessions();
    expect(here.ws.readyState).toBe(WebSocket.OPEN);
    here.ws.close();
  });

  it('closes a socket whose session ended after its handshake found it, when it attaches', async () => {
    const ann = await member('Ann');
    const hub = newHub();
    const id = await sessionOf(ann);
    await hub.checkSessions();
    await t.db.query('delete from sessions where id = $1', [id]);
    await hub.checkSessions();
    const late = fakeSocket();
    await hub.attach(
      late as never,
      { id, memberId: ann.id, expiresAt: Date.now() + DAY_MS },
      NO_WORDING,
    );
    expect(late.closedWith).toBe(LIVE_CLOSE.sessionEnded);
    late.emit('close');
  });

  it('closes a socket when its session expires', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')];
    const hub = newHub();
    const [expiring, staying] = [fakeSocket(), fakeSocket()];
    await hub.attach(
      expiring as never,
      {
        id: await sessionOf(ann),
        memberId: ann.id,
        expiresAt: Date.now() + 1500,
      },
      NO_WORDING,
    );
    await hub.attach(
      staying as never,
      {
        id: await sessionOf(bea),
        memberId: bea.id,
        expiresAt: Date.now() + DAY_MS,
      },
      NO_WORDING,
    );
    await hub.checkSessions();
    expect([expiring.closedWith, staying.closedWith]).toEqual([null, null]);
    // Expiries are kept in whole seconds, rounded up: closed within a second after.
    await new Promise((r) => setTimeout(r, 3000));
    await hub.checkSessions();
    expect([expiring.closedWith, staying.closedWith]).toEqual([LIVE_CLOSE.sessionEnded, null]);
    expiring.emit('close');
    staying.emit('close');
  });

  it.skipIf(!DATABASE_URL)(
    'closes a socket whose session a transaction still running at a check ended',
    async () => {
      const ann = await member('Ann');
      const hub = newHub();
      const id = await sessionOf(ann);
      const socket = fakeSocket();
      await hub.attach(
        socket as never,
        { id, memberId: ann.id, expiresAt: Date.now() + DAY_MS },
        NO_WORDING,
      );
      await hub.checkSessions();
      let commit = () => {};
      const held = new Promise<void>((resolve) => (commit = resolve));
      let deleted = () => {};
      const deleting = new Promise<void>((resolve) => (deleted = resolve));
      const ending = t.db.transaction(async (tx) => {
        await tx.query('delete from sessions where id = $1', [id]);
        deleted();
        await held;
      });
      await deleting;
      // A transaction that began after it and has ended: the check's snapshot reaches beyond it.
      await t.db.query('select pg_current_xact_id()');
      // Noted but not committed: this check cannot see it, the next one reads it.
      await hub.checkSessions();
      expect(socket.closedWith).toBe(null);
      commit();
      await ending;
      await hub.checkSessions();
      expect(socket.closedWith).toBe(LIVE_CLOSE.sessionEnded);
      socket.emit('close');
    },
  );
});
