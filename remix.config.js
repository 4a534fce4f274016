// Classic compiler. Routes = app/routes (public pages, by file convention, under the `_public`
// layout) + every module's routes, read from the static module registry and nested in the area
// layouts of app/layouts (or in app/routes/_public.tsx for a module's public pages).
import { tsImport } from 'tsx/esm/api'

const AREA_LAYOUTS = {
  auth: 'layouts/auth.tsx',
  owner: 'layouts/owner.tsx',
  estimator: 'layouts/estimator.tsx',
  mobile: 'layouts/mobile.tsx',
}
const PUBLIC_LAYOUT_ID = 'routes/_public'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*', '**/*.server.*'],
  serverModuleFormat: 'esm',
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  serverDependenciesToBundle: [/^@mantine\//],
  // No browserNodeBuiltinsPolyfill on purpose: a Node built-in (crypto, fs, …) that reaches a browser
  // chunk fails the build ("must be polyfilled for the browser") instead of becoming an empty stub.
  // Module server files are still parsed for the browser and dropped by tree-shaking (remix #7625);
  // `npm run check:bundle` reads build/metafile.js.json and fails if any of their code stayed.
  async routes(defineRoutes) {
    const { modules } = await tsImport('./modules/registry.ts', import.meta.url)
    const { moduleRouteId: routeId } = await tsImport('./modules/types.ts', import.meta.url)
    const publicIds = []
    const manifest = defineRoutes((route) => {
      const add = (m, r) => route(r.path, `../modules/${m.name}/${r.file}`, { id: routeId(m.name, r.file), index: r.index })
      for (const [layout, file] of Object.entries(AREA_LAYOUTS)) {
        route(undefined, file, { id: `layout-${layout}` }, () => {
          for (const m of modules) for (const r of m.routes) if (r.layout === layout) add(m, r)
        })
      }
      for (const m of modules) {
        for (const r of m.routes) {
          if (r.layout === 'none') add(m, r)
          if (r.layout === 'public') {
            add(m, r)
            publicIds.push(routeId(m.name, r.file))
          }
        }
        for (const a of m.api) route(`api/v1/${a.path}`, `../modules/${m.name}/${a.file}`, { id: routeId(m.name, a.file) })
      }
    })
    // defineRoutes cannot name a parent defined by the file convention: attach module public pages here.
    for (const id of publicIds) manifest[id].parentId = PUBLIC_LAYOUT_ID
    return manifest
  },
}
