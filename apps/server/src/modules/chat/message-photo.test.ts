import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { translate } from '@cupido/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { multipartBody } from '../../test/test-multipart.ts';

let t: TTestApp;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(name: string, credits = 50) {
  const m = await signUpMember(t.app, t.db, { email: `${name}-${++seq}@photo.test`, name });
  await t.db.query('update members set credits = $2, bonus_credits = 0 where id = $1', [
    m.id,
    credits,
  ]);
  return m;
}

const headers = (as: TTestMember, contentType: string) => ({
  cookie: as.cookie,
  'content-type': contentType,
  'x-request-type': 'client',
  'accept-language': 'en',
});
const sendPicture = (as: TTestMember, fields: Record<string, string | number>, photo: Buffer) => {
  const { payload, contentType } = multipartBody(fields, photo);
  return t.app.inject({
    method: 'POST',
    url: '/api/message-photo.php',
    payload,
    headers: headers(as, contentType),
  });
};
const say = (from: TTestMember, to: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { cookie: from.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ client_id: randomUUID(), type: 'text', text: 'hi', ...to }),
  });
const credits = async (m: TTestMember) =>
  (await t.db.query<{ credits: number }>('select credits from members where id = $1', [m.id]))[0]!
    .credits;

/** Bytes no decoder reads: a send that got as far as decoding would answer image_invalid. */
const undecodable = Buffer.from('not a picture at all, just bytes'.repeat(100));

describe('a picture in a conversation', () => {
  it('is refused for its recipient, access or balance before it is decoded', async () => {
    const ann = await member('Ann');
    const bea = await member('Bea');
    const eve = await member('Eve');
    const poor = await member('Paul', 0);
    const conversation = (await say(ann, { member_id: bea.id })).json().message
      .conversation_id as number;
    await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: bea.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ member_id: eve.id }),
    });
    const cases: [TTestMember, Record<string, number>, number, string][] = [
      [eve, { conversation_id: conversation }, 404, 'not_found'],
      [eve, { member_id: 987654 }, 404, 'not_found'],
      [eve, { member_id: bea.id }, 403, 'blocked_by_member'],
      [poor, { member_id: bea.id }, 402, 'insufficient_credits'],
    ];
    for (const [from, target, status, code] of cases) {
      const res = await sendPicture(from, { client_id: randomUUID(), ...target }, undecodable);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    // Allowed to send, the same bytes are decoded and refused as a picture, at no cost.
    const before = await credits(ann);
    const allowed = await sendPicture(
      ann,
      { client_id: randomUUID(), conversation_id: conversation },
      undecodable,
    );
    expect(allowed.statusCode).toBe(422);
    expect(allowed.json().error.code).toBe('image_invalid');
    expect(await credits(ann)).toBe(before);
    expect(await credits(poor)).toBe(0);
  });

  it('sent again with its client id returns the first message without decoding anything', async () => {
    const ann = await member('Ann');
    const bea = await member('Bea');
    const picture = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#1c7ed6' },
    })
      .jpeg()
      .toBuffer();
    const clientId = randomUUID();
    const first = await sendPicture(ann, { client_id: clientId, member_id: bea.id }, picture);
    expect(first.statusCode).toBe(200);
    const again = await sendPicture(ann, { client_id: clientId, member_id: bea.id }, undecodable);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(again.json().credits).toBe(first.json().credits);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'a body cut off',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="client_id"\r\n\r\nabc',
    ],
    ['a body without parts', 'multipart/form-data; boundary=xyz', 'garbage'],
  ])('answers a malformed body (%s) with 400 in the error shape', async (_name, type, payload) => {
    const ann = await member('Ann');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message-photo.php',
      payload,
      headers: headers(ann, type),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'malformed_body',
      message: translate('en', 'api.malformed_body'),
    });
  });
});
