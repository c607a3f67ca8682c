import { z } from 'zod';

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
    PUBLIC_URL: url(['http', 'https']).optional(),
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
    MAIL_FROM: z.string().min(3).default('Cupido <no-reply@cupido.localhost>'),
    SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: bool.default(false),
    /** Sign-ups per client address per hour. */
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Messages a member may send per minute (text, gift and photo together). */
    MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    DEMO_DATA: bool.optional(),
    DEFAULT_SITE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
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
        const secret = /SECRET|PASSWORD|URL/.test(name);
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
