import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export type TFakeTwilio = {
  /** For TWILIO_API_URL. */
  readonly apiUrl: string;
  readonly accountSid: string;
  readonly authToken: string;
  /** The messages accepted, oldest first. */
  readonly messages: Array<{ sid: string; to: string; from: string; body: string }>;
  close(): Promise<void>;
};

/**
 * A local stand-in for Twilio's Programmable Messaging API (tests only): one account, HTTP Basic
 * authentication, `POST /2010-04-01/Accounts/{sid}/Messages.json` with form fields To, From and
 * Body, Twilio's message resource (201) and its error body (`code`, `message`, `more_info`,
 * `status`): 20003 for wrong credentials, 21211 for an invalid To, 21602 for no Body.
 */
export async function startFakeTwilio(): Promise<TFakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messages: TFakeTwilio['messages'] = [];
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      }),
    );

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== 'POST' || req.url !== path)
        return error(res, 404, 20404, 'The requested resource was not found');
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return error(res, 401, 20003, 'Authentication Error - invalid username');
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from) return error(res, 400, 21603, "A 'From' phone number is required.");
      if (!body || body.length > 1600) return error(res, 400, 21602, 'Message body is required.');
      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({ sid, to, from, body });
      const now = new Date().toUTCString();
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          account_sid: accountSid,
          api_version: '2010-04-01',
          body,
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from,
          num_media: '0',
          num_segments: '1',
          price: null,
          price_unit: 'USD',
          sid,
          status: 'queued',
          to,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accountSid,
    authToken,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
