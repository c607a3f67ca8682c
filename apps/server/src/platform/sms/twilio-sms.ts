import { SmsSendError, type SmsSender, type TSms } from './sms-sender.ts';

export type TTwilioOptions = {
  /** `AC` and 32 hex digits. */
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164, or an alphanumeric sender id (up to 11 characters). */
  from: string;
  /** Default `https://api.twilio.com` (a proxy, or the fake in tests). */
  apiUrl?: string;
  timeoutMs?: number;
};

/**
 * Text messages through Twilio's Programmable Messaging REST API:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From`, `Body`,
 * HTTP Basic authentication with the account SID and auth token; 201 with the message resource
 * when accepted. Any other answer, a network failure or no answer in time is an SmsSendError.
 */
export function twilioSms(options: TTwilioOptions): SmsSender {
  const base = (options.apiUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  return {
    kind: 'provider',
    async send(sms: TSms) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: sms.to, From: options.from, Body: sms.text }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsSendError(`Twilio: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await response.text();
      if (response.status !== 201) {
        let detail = text.slice(0, 200);
        try {
          const body = JSON.parse(text) as { code?: number; message?: string };
          detail = `${body.code ?? ''} ${body.message ?? ''}`.trim();
        } catch {
          // not JSON: the raw start of the answer says enough
        }
        throw new SmsSendError(`Twilio ${response.status}: ${detail}`);
      }
    },
  };
}
