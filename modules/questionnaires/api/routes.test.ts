// The API paths as Remix ranks them (the same matcher, over every module's manifest): the
// questionnaire calls are not swallowed by the profiles module's `owner/profiles/:id` nor by the
// accounts module's `:area/self`, and theirs still reach them.
import { matchRoutes } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { modules } from '#modules/registry'

const routes = modules.flatMap((m) => m.api.map((a) => ({ id: `${m.name}/${a.file}`, path: `api/v1/${a.path}` })))
const routeOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id ?? null

describe('API route ranking', () => {
  it('sends each questionnaire call to its file', () => {
    expect(routeOf('/api/v1/owner/profiles/short')).toBe('questionnaires/api/owner.profiles.short.ts')
    expect(routeOf('/api/v1/owner/questionnaire')).toBe('questionnaires/api/owner.questionnaire.ts')
    expect(routeOf('/api/v1/app-profile/profile/AbCdEf0123456789')).toBe('questionnaires/api/app-profile.profile.$permalink.ts')
    expect(routeOf('/api/v1/app-profile/profile/AbCdEf0123456789/upgrade')).toBe('questionnaires/api/app-profile.profile.$permalink.upgrade.ts')
    expect(routeOf('/api/v1/app-profile/upgrade')).toBe('questionnaires/api/app-profile.upgrade.ts')
    expect(routeOf('/api/v1/app-profile/upgrade/short')).toBe('questionnaires/api/app-profile.upgrade.short.ts')
    expect(routeOf('/api/v1/app-profile/grade')).toBe('questionnaires/api/app-profile.grade.ts')
  })

  it('leaves the other modules’ calls where they were', () => {
    expect(routeOf('/api/v1/owner/profiles/0123456789abcdef')).toBe('profiles/api/owner.profiles.$id.ts')
    expect(routeOf('/api/v1/owner/profiles/short2')).toBe('profiles/api/owner.profiles.$id.ts')
    expect(routeOf('/api/v1/owner/profiles')).toBe('profiles/api/owner.profiles.ts')
    expect(routeOf('/api/v1/owner/self')).toBe('accounts/api/area.self.ts')
  })
})
