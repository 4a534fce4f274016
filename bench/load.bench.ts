// `npm run bench:load`: the owner's profiles list, as a page and through the API, under 20
// connections (issue 7): requests per second, p99 latency, and the server's resident memory before
// and at the peak of the load. Prints figures; never fails on them. How to read it: bench/README.md.
import { apiToken, autocannon, signIn, withProductionServer, type Server } from './server'

const LOAD = { connections: 20, durationSeconds: 10 }
/** Profiles the owner has before the load, so the list has a page of rows to render. */
const PROFILES = 40
const MiB = 1024 * 1024

const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26))

async function createProfiles(base: string, token: string) {
  for (let i = 1; i <= PROFILES; i++) {
    const res = await fetch(`${base}/api/v1/owner/profiles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      // Names take letters only: the suffix spells i in base 26.
      body: JSON.stringify({ firstName: 'Anna', lastName: `Bench${letters(i)}`, position: 'Engineer' }),
    })
    if (res.status !== 201) throw new Error(`creating profile ${i}: HTTP ${res.status}`)
  }
}

/** Loads one URL while sampling the server's RSS every 100 ms; returns the figures of one row. */
async function measure(server: Server, name: string, path: string, headers: Record<string, string>) {
  const probe = await fetch(new URL(path, server.base), { headers, redirect: 'manual' })
  if (probe.status !== 200) throw new Error(`GET ${path}: HTTP ${probe.status}`)
  const rssBefore = server.rss()
  let rssPeak = rssBefore
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rss())), 100)
  process.stdout.write(`loading ${name}… `)
  try {
    const r = await autocannon({
      url: new URL(path, server.base).href,
      connections: LOAD.connections,
      duration: LOAD.durationSeconds,
      bailout: 100,
      headers: { 'accept-encoding': 'gzip', ...headers },
    })
    return { name, r, rssBefore, rssPeak }
  } finally {
    clearInterval(sampler)
  }
}

async function main() {
  console.log(`load benchmark: node ${process.version}, autocannon ${LOAD.connections} connections × ${LOAD.durationSeconds} s per row, loopback, ${PROFILES} profiles`)
  await withProductionServer(async (server) => {
    const cookie = await signIn(server.base)
    const token = await apiToken(server.base)
    await createProfiles(server.base, token)
    const rows = [
      await measure(server, 'owner profiles page', '/owner/profiles', { cookie }),
      await measure(server, 'API owner profiles', '/api/v1/owner/profiles', { authorization: `Bearer ${token}` }),
    ]
    console.log('\n')
    console.log(
      ['row'.padEnd(22), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'RSS before'.padStart(11), 'RSS peak'.padStart(9), 'non-2xx'.padStart(8)].join(' ')
    )
    for (const { name, r, rssBefore, rssPeak } of rows) {
      console.log(
        [
          name.padEnd(22),
          r.requests.average.toFixed(0).padStart(8),
          String(r.latency.p50).padStart(7),
          String(r.latency.p99).padStart(7),
          `${(rssBefore / MiB).toFixed(0)} MiB`.padStart(11),
          `${(rssPeak / MiB).toFixed(0)} MiB`.padStart(9),
          String(r.non2xx + r.errors + r.timeouts).padStart(8),
        ].join(' ')
      )
    }
  })
}

await main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
