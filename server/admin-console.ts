// The administrators' react-admin console (admin-console/, built by Vite into admin-console/dist) at
// /administrator and everything under it: hashed files from /administrator/assets, cached for a year;
// any other GET is the single-page app's index.html, its CSP nonce placeholder replaced by this
// request's nonce (the scripts and emotion's style tags carry it) and never stored by a cache.
// Other methods pass on (nothing under /administrator takes them). ADR 036.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'
import { NO_STORE, refuse, REFUSALS } from './answers'

export const CONSOLE_PATH = '/administrator'
/** admin-console/vite.config.ts writes it into every script and style tag of index.html. */
export const CSP_NONCE_PLACEHOLDER = '__RAPPORT_CSP_NONCE__'

/** Base64 as server/security.ts makes it: nothing that could close an attribute. */
const NONCE_SHAPE = /^[A-Za-z0-9+/=]+$/

export function adminConsole({ dir, cache = true }: { dir: string; cache?: boolean }) {
  const router = express.Router()
  // Read once a build is there; until then every request looks again (a build may land later).
  let index: string | null = null
  const readIndex = async () => {
    if (index !== null) return index
    const html = await readFile(path.join(dir, 'index.html'), 'utf8')
    if (cache) index = html
    return html
  }

  // Vite names every file under assets/ by its content hash: a new build is new names.
  router.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false }), (_req: Request, res: Response) => refuse(res, REFUSALS.notFound))

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let html: string
    try {
      html = await readIndex()
    } catch {
      res.status(503).setHeader('Cache-Control', NO_STORE)
      return res.type('text/plain').send('The administrator console is not built: run `npm run build`.')
    }
    const nonce = String(res.locals.nonce ?? '')
    if (!NONCE_SHAPE.test(nonce)) return next(new Error('admin console: no CSP nonce for this request'))
    res.setHeader('Cache-Control', NO_STORE)
    res.type('text/html').send(html.split(CSP_NONCE_PLACEHOLDER).join(nonce))
  })
  return router
}
