// The two demo tenants (ISSUE 2 §4): a work tenant on localhost and a love tenant on love.localhost.
// Chromium and curl resolve *.localhost to loopback, so both work on a fresh machine.
import type { Env } from '#app/config/env.server'
import type { Tenant } from '#app/tenancy/tenant'

const extra = (list: string) =>
  list
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)

export function demoTenants(env: Pick<Env, 'WORK_HOSTS' | 'LOVE_HOSTS'>): Tenant[] {
  return [
    {
      _id: 'work',
      name: 'Rapport',
      hosts: ['localhost', '127.0.0.1', ...extra(env.WORK_HOSTS)],
      variant: 'work',
      defaultLanguage: 'ru',
      theme: { primaryColor: 'indigo' },
      isDefault: true,
    },
    {
      _id: 'love',
      name: 'Rapport Love',
      hosts: ['love.localhost', ...extra(env.LOVE_HOSTS)],
      variant: 'love',
      defaultLanguage: 'ru',
      // A palette of its own that passes contrast (app/ui/palettes.ts); Mantine's pink did not.
      theme: { primaryColor: 'rose' },
    },
  ]
}
