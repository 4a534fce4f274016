// Request bodies on every route: refused with 413 when the declared Content-Length or the bytes
// counted while they stream in pass the route's limit, before Remix reads any of it (ADR 014). The
// body read here is what Remix gets (server/remix.ts). Page actions take browser forms only: another
// content type, or none, is 415; a multipart body that cannot be parsed is 400. Never a 500.
import type { NextFunction, Request, Response } from 'express'
import { BODY_LIMITS } from '#app/security/body-limit.server'
import { refuse, REFUSALS } from './answers'
import type { RouteInfo } from './routes'

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** The body the host read (a Buffer, which fetch's BodyInit accepts at run time), for Remix. */
export function bodyRead(res: Response): BodyInit | undefined {
  return res.locals.body as BodyInit | undefined
}

/** After a refusal the rest of the body is not worth reading: the connection closes once the answer is out. */
function tooLarge(res: Response) {
  refuse(res, REFUSALS.tooLarge, { Connection: 'close' })
}

export function bodyLimit() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (BODYLESS.has(req.method)) return next()
    const route = res.locals.route as RouteInfo
    const limit = route.api ? BODY_LIMITS.api : BODY_LIMITS.page
    if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge(res)
    const chunks: Buffer[] = []
    let total = 0
    const onData = (chunk: Buffer) => {
      total += chunk.length
      if (total <= limit) return void chunks.push(chunk)
      req.off('data', onData).off('end', onEnd)
      req.pause()
      tooLarge(res)
    }
    const onEnd = () => {
      res.locals.body = Buffer.concat(chunks)
      next()
    }
    // A client that hangs up mid-body gets no answer; there is nobody to send it to.
    req.on('data', onData).on('end', onEnd)
  }
}

/** Page actions: a form or a refusal, decided on the body the host has already read. */
export function formBodiesOnly() {
  return async (req: Request, res: Response, next: NextFunction) => {
    const route = res.locals.route as RouteInfo
    if (BODYLESS.has(req.method) || route.api) return next()
    const contentType = req.headers['content-type'] ?? ''
    const mediaType = contentType.split(';')[0].trim().toLowerCase()
    if (!FORM_TYPES.has(mediaType)) return refuse(res, REFUSALS.unsupportedType)
    if (mediaType === 'multipart/form-data') {
      // The same parser the route's request.formData() will use: what fails here would fail there.
      const parsed = await new globalThis.Response(bodyRead(res), { headers: { 'content-type': contentType } }).formData().then(
        () => true,
        () => false
      )
      if (!parsed) return refuse(res, REFUSALS.invalidBody)
    }
    next()
  }
}
