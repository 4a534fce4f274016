// parseEnv: what the process boots with, and the one-line refusal when a variable is wrong.
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'

const SECRET_A = 'a'.repeat(32)
const SECRET_B = 'b'.repeat(40)

/** parseEnv of these variables only (a literal is no NodeJS.ProcessEnv to every typing of it). */
const parse = (vars: Record<string, string>) => parseEnv(vars as NodeJS.ProcessEnv)

/** The EnvError parseEnv throws for this environment (fails the test when it throws none). */
function refusal(source: Record<string, string>): EnvError {
  try {
    parse(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return error as EnvError
  }
  throw new Error('parseEnv accepted the environment')
}

describe('parseEnv', () => {
  it('takes a privacy policy per language as a URL or a path on the site, the FAQ on data by default, and refuses anything else', () => {
    expect(parse({ NODE_ENV: 'development' })).toMatchObject({ PRIVACY_POLICY_URL_RU: '/faq#privacy', PRIVACY_POLICY_URL_EN: '/faq#privacy' })
    expect(parse({ NODE_ENV: 'development', PRIVACY_POLICY_URL_RU: 'https://example.ru/policy', PRIVACY_POLICY_URL_EN: '/privacy' })).toMatchObject({
      PRIVACY_POLICY_URL_RU: 'https://example.ru/policy',
      PRIVACY_POLICY_URL_EN: '/privacy',
    })
    expect(refusal({ NODE_ENV: 'development', PRIVACY_POLICY_URL_EN: '//evil.example/x' }).message).toMatch(/PRIVACY_POLICY_URL_EN/)
  })

  it('boots a development environment with the embedded defaults', () => {
    const env = parse({ NODE_ENV: 'development' })
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      isProduction: false,
      DEMO_MODE: false,
      SEED_DEMO_ACCOUNTS: false,
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './.data',
      SEED_ON_START: true,
      LOG_LEVEL: 'info',
      RATE_LIMIT_FACTOR: 1,
      WORK_HOSTS: '',
      LOVE_HOSTS: '',
    })
    for (const unset of ['MONGODB_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'ONE_TIME_LINK_TTL_SECONDS'] as const) {
      expect(env[unset], unset).toBeUndefined()
    }
  })

  it('reads numbers, flags and URLs from their text', () => {
    const env = parse({ NODE_ENV: 'test', PORT: '8080', SEED_ON_START: 'false', REDIS_URL: ' redis://cache:6379 ', RATE_LIMIT_FACTOR: '0.5', MONGODB_URL: '' })
    expect(env.PORT).toBe(8080)
    expect(env.SEED_ON_START).toBe(false)
    expect(env.REDIS_URL).toBe('redis://cache:6379')
    expect(env.RATE_LIMIT_FACTOR).toBe(0.5)
    expect(env.MONGODB_URL).toBeUndefined()
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['MONGODB_URL', 'not-a-url'],
    ['REDIS_URL', 'localhost 6379'],
    ['OPERATOR_EMAIL', 'operator'],
    ['LOG_LEVEL', 'verbose'],
    ['SEED_ON_START', 'yes'],
    ['ONE_TIME_LINK_TTL_SECONDS', '-5'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    const error = refusal({ NODE_ENV: 'test', [name]: value })
    expect(error.message).toMatch(new RegExp(`^Invalid environment variable ${name}: `))
    expect(error.message).not.toMatch(/[\r\n]/)
  })

  it('generates a session secret outside production, the same one for the whole process', () => {
    const first = parse({ NODE_ENV: 'development' }).SESSION_SECRET
    expect(first).toHaveLength(1)
    expect(first[0].length).toBeGreaterThanOrEqual(32)
    expect(parse({ NODE_ENV: 'test' }).SESSION_SECRET).toEqual(first)
  })

  it('requires a session secret in production and says which variable is missing', () => {
    const error = refusal({ NODE_ENV: 'production' })
    expect(error.message).toBe('Invalid environment variable SESSION_SECRET: required in production')
    const env = parse({ NODE_ENV: 'production', SESSION_SECRET: SECRET_A })
    expect(env.isProduction).toBe(true)
    expect(env.SESSION_SECRET).toEqual([SECRET_A])
  })

  it('fails closed: without NODE_ENV the process is production, and refuses to boot without a secret', () => {
    expect(refusal({}).message).toBe('Invalid environment variable SESSION_SECRET: required in production')
    expect(parse({ SESSION_SECRET: SECRET_A })).toMatchObject({ NODE_ENV: 'production', isProduction: true, DEMO_MODE: false, SEED_DEMO_ACCOUNTS: false })
  })

  it('runs the demo (demo accounts and /dev/mail) only when DEMO_MODE asks for it, and never in production', () => {
    expect(parse({ NODE_ENV: 'development', DEMO_MODE: 'true' })).toMatchObject({ DEMO_MODE: true, SEED_DEMO_ACCOUNTS: true })
    expect(refusal({ SESSION_SECRET: SECRET_A, DEMO_MODE: 'true' }).message).toMatch(/^Invalid environment variable DEMO_MODE: refused in production/)
    expect(refusal({ NODE_ENV: 'production', SESSION_SECRET: SECRET_A, DEMO_MODE: 'true' }).message).toMatch(/^Invalid environment variable DEMO_MODE: /)
    // The old switch no longer opens anything.
    expect(parse({ SESSION_SECRET: SECRET_A, SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(false)
  })

  it('splits a comma-separated secret list, the signing secret first', () => {
    expect(parse({ SESSION_SECRET: ` ${SECRET_A} , ${SECRET_B},` }).SESSION_SECRET).toEqual([SECRET_A, SECRET_B])
  })

  it('refuses a short secret anywhere in the list, not only a short list', () => {
    // Together these are longer than 32 characters, but the signing secret alone is guessable.
    expect(refusal({ SESSION_SECRET: `short,${SECRET_A}` }).message).toMatch(/^Invalid environment variable SESSION_SECRET: /)
    expect(refusal({ SESSION_SECRET: `${SECRET_A},short` }).message).toMatch(/^Invalid environment variable SESSION_SECRET: /)
    expect(refusal({ SESSION_SECRET: ','.repeat(40) }).message).toMatch(/^Invalid environment variable SESSION_SECRET: /)
  })

  it('takes Stripe only with its publishable key, which the card pages load Elements with', () => {
    const stripe = { NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_abc' }
    expect(refusal(stripe).message).toBe('Invalid environment variable STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set')
    expect(refusal({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }).message).toMatch(/^Invalid environment variable STRIPE_PUBLISHABLE_KEY: /)
    expect(parse({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' }).STRIPE_PUBLISHABLE_KEY).toBe('pk_test_abc123')
    expect(parse({ NODE_ENV: 'development', STRIPE_PUBLISHABLE_KEY: '' }).STRIPE_PUBLISHABLE_KEY).toBeUndefined()
  })
})
