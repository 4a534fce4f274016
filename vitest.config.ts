import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
import { SlowFirstSequencer } from './tests/slow-first-sequencer'

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^#app\/(.*)$/, replacement: at('./app/$1') },
      { find: /^#modules\/(.*)$/, replacement: at('./modules/$1') },
      { find: /^#engine\/(.*)$/, replacement: at('./engine/$1') },
      { find: /^#jobs\/(.*)$/, replacement: at('./jobs/$1') },
      { find: /^#server\/(.*)$/, replacement: at('./server/$1') },
      { find: /^#seeds\/(.*)$/, replacement: at('./seeds/$1') },
      { find: /^#tests\/(.*)$/, replacement: at('./tests/$1') },
    ],
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'build/**', 'admin-console/**'],
    setupFiles: ['./tests/setup-unit.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Every core: vitest's default leaves one for its own process, which on CI's 2 cores ran the files
    // one at a time. The suites on the shared Redis each use their own key prefix.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    sequence: { sequencer: SlowFirstSequencer },
  },
})
