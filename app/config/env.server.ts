// All settings come from environment variables, parsed once at boot with zod. A bad or missing
// required value stops the boot with one line naming the variable (see `loadEnv`).
import { randomBytes } from 'node:crypto'
import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined))

const optionalText = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined))

/** A page's address: absolute (https://…) or a path on this site (/privacy). */
const policyUrl = z
  .string()
  .trim()
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || z.string().url().safeParse(v).success, 'an absolute URL or a path starting with /')
  .default('/faq#privacy')

const schema = z.object({
  /** Unset means production (ADR 013): a server started without it fails closed. `npm start` sets development. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Comma-separated list: the first signs, all verify, so a secret can be rotated without logging everyone out. */
  SESSION_SECRET: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    )
    // Each secret, not the whole list: `short,<long one>` would otherwise sign with `short`.
    .refine((secrets) => secrets.length > 0 && secrets.every((s) => s.length >= 32), 'each secret must be at least 32 characters')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  // Not z.url(): a replica-set string lists several hosts (mongodb://a:27017,b:27017/rapport).
  MONGODB_URL: z
    .string()
    .trim()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: optionalUrl,
  /** Key prefix of the Bull queues in Redis: web and worker of one deployment share it; another deployment (or a test run) on the same Redis takes its own. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('rapport'),
  /**
   * Lets the worker run on the embedded NeDB store. Only when no web process opens the same DATA_DIR
   * (NeDB files allow one process, ADR 001): a one-off worker, or the worker's own test.
   */
  WORKER_OWNS_DATA_DIR: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Rapport <no-reply@rapport.localhost>'),
  /** Where enterprise requests are mailed. */
  OPERATOR_EMAIL: z.string().email().default('operator@rapport.localhost'),
  /** Public base URL used in mailed links when the request's own host cannot be used (jobs). */
  PUBLIC_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's publishable key (pk_…): the card pages load Stripe Elements with it. Required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The privacy policy each consent links to (SPEC §5, §9), per language: an absolute URL or a path on
   * this site. Unset: the FAQ's answer on who sees the data (/faq#privacy), in the page's language.
   */
  PRIVACY_POLICY_URL_RU: policyUrl,
  PRIVACY_POLICY_URL_EN: policyUrl,
  /** Seed demo tenants and accounts on start when the store is empty. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Extra hosts for the default work tenant and the love tenant (comma-separated), e.g. a production domain. */
  WORK_HOSTS: z.string().default(''),
  LOVE_HOSTS: z.string().default(''),
  /** Overrides the lifetime of every one-time link (seconds). For staging and tests; unset in production. */
  ONE_TIME_LINK_TTL_SECONDS: z.coerce.number().int().positive().optional(),
  /** Proxy hops in front of the server whose X-Forwarded-* headers are trusted (fly.io: 1). 0 = none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * The local demo (ADR 013): seeds the README's demo accounts, whose passwords are public, and serves
   * /dev/mail, which shows every mailed sign-in link. `npm start` sets it; production refuses it.
   */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Rate limits can be relaxed for the end-to-end suite, which signs in many times from one address. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /**
   * An OpenAI-compatible chat-completions endpoint that rewrites pair result texts (ADR 022): the
   * base URL (…/v1) or the full …/chat/completions address. Unset: the embedded composer writes them.
   */
  CHAT_URL: optionalUrl,
  CHAT_API_KEY: optionalText,
  /** Required with CHAT_URL: the model the endpoint should use. */
  CHAT_MODEL: optionalText,
  /** Serves /bench/bare, the bare page `npm run bench:web` weighs our shell against; nothing else needs it. */
  BENCH_ROUTES: z
    .enum(['true', '1', 'false', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
})

export type Env = Omit<z.infer<typeof schema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string[]
  /** Whether the seed creates the demo accounts: exactly DEMO_MODE. */
  SEED_DEMO_ACCOUNTS: boolean
  isProduction: boolean
}

export class EnvError extends Error {}

/** Parses `source`; throws EnvError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new EnvError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`)
  }
  const env = result.data
  const isProduction = env.NODE_ENV === 'production'
  let secrets = env.SESSION_SECRET
  if (!secrets) {
    if (isProduction) throw new EnvError('Invalid environment variable SESSION_SECRET: required in production')
    // Outside production a fresh secret per boot is fine: sessions simply end on restart.
    secrets = [devSecret()]
  }
  // Stripe without its publishable key would take no card: the pages' card entry is Stripe Elements then.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) throw new EnvError('Invalid environment variable STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set')
  if (env.CHAT_URL && !env.CHAT_MODEL) throw new EnvError('Invalid environment variable CHAT_MODEL: required when CHAT_URL is set')
  // Demo passwords are printed in the README and /dev/mail hands out sign-in links: never in production.
  if (isProduction && env.DEMO_MODE)
    throw new EnvError('Invalid environment variable DEMO_MODE: refused in production (it serves /dev/mail and the demo accounts, whose passwords are public)')
  return { ...env, SESSION_SECRET: secrets, SEED_DEMO_ACCOUNTS: env.DEMO_MODE, isProduction }
}

let generated: string | undefined
function devSecret() {
  generated ??= randomBytes(32).toString('hex')
  return generated
}

/** For process entry points: print one line and exit on a bad configuration. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
