// `npm run screens` (tests/screens/screens.spec.ts): the e2e servers and browser, one test that
// writes screenshots of every page into screens/.
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  workers: 1,
  projects: [{ name: 'screens', use: { browserName: 'chromium' } }],
})
