import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '#app/ui/nonce'
import { StaticViewsContext } from '#app/ui/static-views'
import { STATIC_VIEWS } from '#app/ui/static-views.server'
import { dropNulBytes } from '#app/http/drop-nul-bytes.server'

const ABORT_DELAY = 5_000

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext.nonce
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      // Components translate with the root loader's texts (app/i18n/react.tsx), as in the browser.
      <NonceProvider value={nonce}>
        <StaticViewsContext.Provider value={STATIC_VIEWS}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </StaticViewsContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body.pipe(dropNulBytes())), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, Remix's handleError logs them.
          if (shellRendered) loadContext.services.log.error('render error', { error: String(error instanceof Error ? error.stack : error) })
        },
      }
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return
  context.services?.log.error('request error', {
    path: JSON.stringify(new URL(request.url).pathname),
    error: String(error instanceof Error ? error.stack : error),
  })
}
