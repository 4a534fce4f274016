// The deploy's release step (fly.toml `[deploy] release_command`): create every declared index and,
// unless SEED_ON_RELEASE=false, seed the demo tenants and accounts where they are missing. Serves
// nothing and runs no jobs; both steps are idempotent, so every release may run it. Exit 0 on
// success; on failure one line on stderr and exit 1, which makes Fly abort the release.
import { loadEnv } from '#app/config/env.server'
import { closeServices, createServices, type Services } from '#app/services.server'
import { allJobs } from '#modules/registry.server'
import { prepareStore } from './prepare.server'

let services: Services | undefined
try {
  const env = loadEnv()
  services = await createServices(env, allJobs())
  const seed = process.env.SEED_ON_RELEASE !== 'false'
  await prepareStore(services, { seed })
  services.log.info('release: indexes ready', { store: services.store.kind, seeded: seed })
  await closeServices(services)
  process.exit(0)
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  // One line whatever the error says (a driver message can span lines).
  console.error(`release failed: ${reason.replace(/\s+/g, ' ').trim()}`)
  if (services) await closeServices(services).catch(() => {})
  process.exit(1)
}
