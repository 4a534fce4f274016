import { describe, expect, it } from 'vitest'
import { isServerOnlyInput, leakedServerInputs, librariesIn, type Metafile } from './browser-build-guard'

// ISSUE 7: "The browser-build check looks for library fingerprints only: a leaked *.server.ts of our
// own would pass it." The guard now reads which inputs put bytes into each browser output.

const metafileWith = (inputs: Record<string, number>): Metafile => ({
  inputs: Object.fromEntries(Object.keys(inputs).map((name) => [name, {}])),
  outputs: {
    'public/build/routes/owner.profiles-ABC.js': {
      inputs: Object.fromEntries(Object.entries(inputs).map(([name, bytesInOutput]) => [name, { bytesInOutput }])),
    },
  },
})

describe('the browser-build guard', () => {
  it('fails a build whose browser code holds one of our *.server.ts files', () => {
    const leaked = metafileWith({ 'modules/profiles/ui/format.ts': 812, 'modules/profiles/server/profiles.repo.server.ts': 1_204 })
    expect(leakedServerInputs(leaked)).toEqual(['public/build/routes/owner.profiles-ABC.js: modules/profiles/server/profiles.repo.server.ts'])
  })

  it('fails a build whose browser code holds the express host or the worker', () => {
    const leaked = metafileWith({ 'server/app.ts': 40, 'jobs/worker.ts': 12, 'app/routes/_public.faq.tsx': 300 })
    expect(leakedServerInputs(leaked)).toEqual(['public/build/routes/owner.profiles-ABC.js: jobs/worker.ts', 'public/build/routes/owner.profiles-ABC.js: server/app.ts'])
  })

  it('passes a server file that was parsed and then dropped whole by tree-shaking', () => {
    const parsedOnly = metafileWith({ 'modules/questionnaires/server/filling.server.ts': 0, 'modules/questionnaires/visibility.ts': 900 })
    expect(leakedServerInputs(parsedOnly)).toEqual([])
  })

  it('leaves libraries and plugin stand-ins to the fingerprints', () => {
    for (const input of ['node_modules/react-dom/server.browser.js', 'empty-module:#app/mail/outbox.server', 'node_modules/x/server/index.js'])
      expect(isServerOnlyInput(input), input).toBe(false)
    for (const input of ['app/mail/outbox.server.ts', 'modules/accounts/index.server.ts', 'app/ui/Thing.server.tsx', 'server/index.ts'])
      expect(isServerOnlyInput(input), input).toBe(true)
  })

  it('still knows the server libraries by their fingerprints', () => {
    expect(librariesIn('throw new MongoServerError(x)')).toEqual(['mongodb'])
    expect(librariesIn('const a = "scrypt$" + salt')).toEqual(['scrypt'])
    expect(librariesIn('export const x = 1')).toEqual([])
  })
})
