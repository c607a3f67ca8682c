import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLiveEvent } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';

let t: TTestApp;
/** The probe's wording for error events: it sends no frame, so none is worded. */
const NO_WORDING = {} as never;
const who = {} as Record<'A' | 'B' | 'C', TTestMember>;
/** Every event B's socket received, to prove a like never reaches a blocker. */
const bEvents: TLiveEvent[] = [];

const send = (as: TTestMember, method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: as.cookie, 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify(body),
  });
const likesOf = async (as: TTestMember) =>
  (await t.app.inject({ url: '/api/likes.php', headers: { cookie: as.cookie } })).json() as {
    profiles: { id: number; is_match: boolean }[];
    liked_by: { id: number; is_match: boolean }[];
  };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['A', 'B', 'C'] as const)
    who[key] = await signUpMember(t.app, t.db, {
      email: `${key}@likes-property.test`,
      name: `Member${key}`,
    });
  // B's events as a socket of this instance gets them: the in-process bus delivers each one
  // while it is published, before the call that caused it answers.
  const probe = {
    OPEN: 1,
    readyState: 1,
    send: (data: string) => bEvents.push(JSON.parse(data) as TLiveEvent),
    on: () => undefined,
    close: () => undefined,
  };
  await t.app.live.attach(
    probe as never,
    {
      id: 'property-probe',
      memberId: who.B.id,
      expiresAt: Date.now() + 3600_000,
    },
    NO_WORDING,
  );
});
afterAll(async () => {
  await t?.close();
});

type TOp =
  | 'A likes B'
  | 'A unlikes B'
  | 'B likes A'
  | 'B unlikes A'
  | 'B blocks A'
  | 'B unblocks A'
  | 'A blocks B'
  | 'A unblocks B'
  | 'B invisible on'
  | 'B invisible off'
  | 'B privacy on'
  | 'B privacy off';

describe('likes under random privacy changes', () => {
  it('never reach or reveal a blocker, never make an invisible member likeable, and matches are mutual', async () => {
    const ops = fc.constantFrom<TOp>(
      'A likes B',
      'A unlikes B',
      'B likes A',
      'B unlikes A',
      'B blocks A',
      'B unblocks A',
      'A blocks B',
      'A unblocks B',
      'B invisible on',
      'B invisible off',
      'B privacy on',
      'B privacy off',
    );
    const { A, B, C } = who;
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 10 }), async (sequence) => {
        await t.db.query('delete from likes');
        await t.db.query('delete from blocks');
        await t.db.query('update members set is_invisible = false, is_private_mode = false');
        const s = {
          ab: false,
          ba: false,
          bBlocksA: false,
          aBlocksB: false,
          inv: false,
          priv: false,
        };
        for (const op of sequence) {
          const before = bEvents.length;
          const blocked = () => s.aBlocksB || s.bBlocksA;
          if (op === 'A likes B') {
            // B hides from A unless B contacted A (liked them) and no block stands between.
            const mayLike = !blocked() && (!(s.inv || s.priv) || s.ba);
            const res = await send(A, 'POST', '/api/like.php', { member_id: B.id });
            expect(res.statusCode, op).toBe(mayLike ? 200 : 404);
            if (mayLike) {
              expect(res.json().match).toBe(s.ba);
              s.ab = true;
            }
          }
          if (op === 'B likes A') {
            const res = await send(B, 'POST', '/api/like.php', { member_id: A.id });
            expect(res.statusCode, op).toBe(blocked() ? 404 : 200);
            if (!blocked()) s.ba = true;
          }
          if (op === 'A unlikes B') {
            await send(A, 'DELETE', '/api/like.php', { member_id: B.id });
            s.ab = false;
          }
          if (op === 'B unlikes A') {
            await send(B, 'DELETE', '/api/like.php', { member_id: A.id });
            s.ba = false;
          }
          if (op.includes('blocks')) {
            const byA = op.startsWith('A');
            const [from, to] = byA ? [A, B] : [B, A];
            // A blocks B only while A would see B but for blocks: an invisible or private B
            // who does not like A is unknown to A (404), as for a like.
            const mayBlock = !byA || !(s.inv || s.priv) || s.ba;
            const res = await send(from, 'POST', '/api/block.php', { member_id: to.id });
            expect(res.statusCode, op).toBe(mayBlock ? 200 : 404);
            if (mayBlock) {
              if (byA) s.aBlocksB = true;
              else s.bBlocksA = true;
              s.ab = s.ba = false;
            }
          }
          if (op.includes('unblocks')) {
            const [from, to] = op.startsWith('A') ? [A, B] : [B, A];
            await send(from, 'DELETE', '/api/block.php', { member_id: to.id });
            if (op.startsWith('A')) s.aBlocksB = false;
            else s.bBlocksA = false;
          }
          if (op.startsWith('B invisible')) {
            s.inv = op.endsWith('on');
            await send(B, 'PUT', '/api/privacy.php', { invisible: s.inv });
          }
          if (op.startsWith('B privacy')) {
            s.priv = op.endsWith('on');
            await send(B, 'PUT', '/api/privacy.php', { privacy_mode: s.priv });
          }

          // A like from A never reaches B while B blocks A (no event names A).
          if (s.bBlocksA) {
            const reached = bEvents
              .slice(before)
              .some((e) => (e.type === 'like' || e.type === 'match') && e.member_id === A.id);
            expect(reached, op).toBe(false);
          }
          const [a, b] = await Promise.all([likesOf(A), likesOf(B)]);
          // What the lists show is exactly the model: an invisible or private B shows to A only
          // once B liked A; across a block nothing shows.
          const bVisibleToA = !blocked() && (!(s.inv || s.priv) || s.ba);
          const ids = (list: { id: number }[]) => list.map((p) => p.id);
          expect(ids(a.profiles), op).toEqual(s.ab && bVisibleToA ? [B.id] : []);
          expect(ids(b.liked_by), op).toEqual(s.ab ? [A.id] : []);
          expect(ids(b.profiles), op).toEqual(s.ba ? [A.id] : []);
          // B, invisible or private, shows in A's lists only as one who liked A.
          const aSeesB = a.liked_by.some((p) => p.id === B.id);
          expect(aSeesB, op).toBe(s.ba);
          if (blocked()) expect(aSeesB || a.profiles.length > 0, op).toBe(false);
          // A match is mutual, and shown as such on both sides.
          const match = s.ab && s.ba;
          for (const entry of [...a.profiles, ...a.liked_by, ...b.profiles, ...b.liked_by])
            expect(entry.is_match, op).toBe(match);
          // A stranger never gets to like an invisible (or private) B.
          if (s.inv || s.priv) {
            const stranger = await send(C, 'POST', '/api/like.php', { member_id: B.id });
            expect(stranger.statusCode, op).toBe(404);
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
