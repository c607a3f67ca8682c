import { z } from 'zod';
import { parseS3Url } from './platform/storage/s3-url.ts';

/**
 * The environment, validated once at boot. Nothing else reads `process.env`.
 * README.md lists every variable with its default; keep both in step.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .url({ message: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) =>
        URL.canParse(value) && protocols.includes(new URL(value).protocol.replace(/:$/, '')),
      { message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}` },
    );

const isOrigin = (url: URL) =>
  url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password;

export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int({ message: 'must be a whole number' })
      .min(0)
      .max(65535, { message: 'must be at most 65535' })
      .default(3000),
    /** Where members reach Cupido: an origin only (Cupido serves from the root of its domain). */
    PUBLIC_URL: url(['http', 'https'])
      .refine((value) => !URL.canParse(value) || isOrigin(new URL(value)), {
        message: 'must be an origin such as https://example.com, without a path, query or fragment',
      })
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'must be a lower-case SQL identifier' })
      .optional(),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,40}$/, { message: 'must be up to 40 letters, digits, : . - or _' })
      .default('cupido:'),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    /** Photos in an S3-compatible bucket (shared by every instance) instead of DATA_DIR/uploads. */
    S3_URL: z
      .string()
      .superRefine((value, ctx) => {
        const parsed = parseS3Url(value);
        if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
      })
      .optional(),
    /** The mails' sender: an address, or a name and an address (each site's name replaces it). */
    MAIL_FROM: z
      .string()
      .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        message: 'must be an address (no-reply@example.com) or a name and one (Cupido <…>)',
      })
      .default('Cupido <no-reply@cupido.localhost>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: bool.default(false),
    /**
     * Mollie (issue 10): set, payments go through Mollie; unset, through the built-in sandbox
     * (never in production: there payments are off until a key is set).
     */
    MOLLIE_API_KEY: z
      .string()
      .regex(/^(test|live)_\w{30,}$/, {
        message: 'must be a Mollie API key (test_... or live_...)',
      })
      .optional(),
    /** Another root for Mollie's API (a proxy; the local fake in tests). */
    MOLLIE_API_URL: url(['https']).optional(),
    /** Sign-ups per client address per hour. */
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Messages a member may send per minute (text, gift and photo together). */
    MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Signs unsubscribe links (HMAC); unset: generated once into DATA_DIR. */
    UNSUBSCRIBE_SECRET: z
      .string()
      .min(32, { message: 'must be at least 32 characters' })
      .optional(),
    /** The mail provider's bounce and complaint calls carry it (Bearer); unset: refused. */
    MAIL_EVENTS_SECRET: z
      .string()
      .min(32, { message: 'must be at least 32 characters' })
      .optional(),
    DEMO_DATA: bool.optional(),
    DEFAULT_SITE: z.string().optional(),
    /** How soon open payments are asked about again at the provider (the recovery job). */
    PAYMENTS_RECHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Web push (VAPID, RFC 8292): both keys, or neither (then generated once into DATA_DIR). */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[\w-]{87}$/, { message: 'must be an uncompressed P-256 public key, base64url' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{43}$/, { message: 'must be a P-256 private key, base64url' })
      .optional(),
    /**
     * Direct-debit SMS codes through Twilio (decision 29): all three set, or none (then the
     * outbox at /dev/sms outside production; direct debit off in production).
     */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, { message: 'must be AC and 32 hex digits' })
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
    /** The SMS sender: a number in E.164, or an alphanumeric sender id of up to 11 characters. */
    SMS_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, {
        message: 'must be a number like +4915112345678 or up to 11 letters and digits',
      })
      .optional(),
    /** Another root for Twilio's API (a proxy, or the fake in tests). */
    TWILIO_API_URL: url(['http', 'https']).optional(),
    /** The contact push services may use (mailto: or https:). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, { message: 'must start with mailto: or https://' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key',
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.SMS_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      for (const [i, name] of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'].entries())
        if (!twilio[i])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with the other Twilio settings',
          });
    }
    if (env.NODE_ENV === 'production' && env.TWILIO_API_URL?.startsWith('http:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_API_URL'],
        message: 'must be https in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    }
  });

export type TConfig = z.infer<typeof ZEnv> & {
  isProduction: boolean;
  /** Demo data is seeded into an empty database, never in production. */
  seedDemoData: boolean;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = present[name];
        const secret = /SECRET|PASSWORD|URL|KEY/.test(name);
        return `${name} ${issue.message}${got !== undefined && !secret ? ` (got "${got}")` : ''}`;
      }),
    );
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  return {
    ...parsed.data,
    isProduction,
    seedDemoData: !isProduction && (parsed.data.DEMO_DATA ?? true),
  };
}

/**
 * The configuration of a command run from the shell (the server, `npm run notify`): an invalid
 * environment prints what is wrong and gives null, with the exit code set to 78 (EX_CONFIG)
 * instead of a stack trace; the command then returns and the process ends on its own. Not
 * `process.exit`: at start-up V8 is still compiling in the background, and an exit then can hang
 * for good (a compiler thread waits for a collection the exiting main thread never runs:
 * nodejs/node#54918; seen once in CI as this command never ending).
 */
export function loadConfigOrNull(): TConfig | null {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 78;
    return null;
  }
}
