// End-to-end tests in Debian's Chromium against the built app on embedded defaults.
// Three servers: the main one, one whose one-time links expire soon (the expired-link tests),
// and one with the real rate limits (the lock-out test; the others relax them a hundredfold).
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const SHORT_LINKS_PORT = PORT + 1
export const REAL_LIMITS_PORT = PORT + 2
/**
 * How long a one-time link lives on the short-links server. The expired-link tests wait this long for
 * the first link to expire, then follow the fresh one it offers, which must still be alive: 2 s was
 * too short for that on a loaded machine (mail read, page opened, form sent: CI of 2026-12-07).
 */
export const SHORT_LINK_TTL_SECONDS = 8
const dataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `rapport-e2e-${name}-`))

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  // The suite signs in as the README's demo accounts and reads mailed links at /dev/mail (ADR 013).
  DEMO_MODE: 'true',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir(String(port)),
  // The suite signs in many times from one address; the limits themselves have unit tests.
  RATE_LIMIT_FACTOR: '100',
  SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  REDIS_URL: '',
  MONGODB_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  ...extra,
})

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The core flows again with JavaScript off (specs opt in with the `@nojs` tag).
    { name: 'no-js', use: { browserName: 'chromium', javaScriptEnabled: false }, grep: /@nojs/ },
  ],
  webServer: [
    {
      command: 'npm run build && tsx server/index.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: serverEnv(PORT),
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'tsx server/index.ts',
      url: `http://127.0.0.1:${SHORT_LINKS_PORT}/healthz`,
      env: serverEnv(SHORT_LINKS_PORT, { ONE_TIME_LINK_TTL_SECONDS: String(SHORT_LINK_TTL_SECONDS) }),
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: 'tsx server/index.ts',
      url: `http://127.0.0.1:${REAL_LIMITS_PORT}/healthz`,
      env: serverEnv(REAL_LIMITS_PORT, { RATE_LIMIT_FACTOR: '1' }),
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
})
