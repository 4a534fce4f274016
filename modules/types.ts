// The module manifest: what a feature module plugs into the platform. `module.ts` is plain data,
// read by remix.config.js (routes), the web server and the worker; `module.server.ts` holds what
// only servers run (jobs, seeds). Both are listed in modules/registry*.ts, never discovered by scanning.
import type { JobModule } from '#jobs/types'
import type { IndexDef } from '#app/store/types'
import type { LiveTarget, RunState } from '#app/live/types'

/** Layout a page nests in. Files live in app/layouts/ (see remix.config.js). */
export type LayoutName = 'public' | 'auth' | 'owner' | 'estimator' | 'mobile' | 'none'

/**
 * The host's per-address rate-limit tier of a route (ADR 013). `auth`: sign-in, sign-up and mailed
 * links, where failed attempts (answers ≥ 400) are counted strictly. Unset: the general write tier.
 */
export type RateLimitTier = 'auth'

export interface PageRoute {
  layout: LayoutName
  rateLimit?: RateLimitTier
  /** URL path without a leading slash, e.g. `owner/login`. */
  path?: string
  index?: boolean
  /** Route file, relative to the module folder, e.g. `routes/owner.login.tsx`. */
  file: string
  /**
   * A hydrated page's texts beyond its area's frame: namespaces (`profiles`) or subtrees
   * (`shell:landing`) its components translate, in order; `-ns:key` takes a subtree out again.
   * Left out, the page gets every text of its area (app/i18n/browser-texts.ts, ADR 018).
   */
  texts?: string[]
}

export interface ApiRoute {
  /** Path under /api/v1, e.g. `owner/login`. */
  path: string
  file: string
  rateLimit?: RateLimitTier
}

export type LocaleTree = { [key: string]: string | LocaleTree }

export interface ModuleManifest {
  name: string
  routes: PageRoute[]
  api: ApiRoute[]
  /** The module's i18next namespace is its name. Same keys in both languages. */
  locales: { ru: LocaleTree; en: LocaleTree }
  indexes: IndexDef[]
}

export interface ModuleServer<S = unknown> {
  name: string
  jobs: JobModule[]
  /** Idempotent: runs on `npm run seed` and on first start for each tenant. */
  seed?: (services: S, tenant: { _id: string; variant: 'work' | 'love' }) => Promise<void>
  /**
   * The user's runs not yet finished (queued or running), read from the module's store: what the
   * live stream's reflectState tells a page that connects mid-run (ADR 021). Modules that start
   * runs (pairs, teams, comparisons) answer for theirs; scoped to the target's tenant and user.
   */
  runsInFlight?: (services: S, target: LiveTarget) => Promise<RunState[]>
}

/** The Remix route id of a module's route file (remix.config.js names every module route with it). */
export function moduleRouteId(moduleName: string, file: string): string {
  return `${moduleName}/${file.replace(/\.tsx?$/, '')}`
}

export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest
}

export function defineModuleServer<S>(server: ModuleServer<S>): ModuleServer<S> {
  return server
}
