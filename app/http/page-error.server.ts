// The one way a page's loader or action stops with an error status. Remix renders the route's
// ErrorBoundary (GeneralErrorBoundary: 404 says the page is not there, anything else 'Unexpected
// error'); `data`, when given, reaches the boundary as the error's data (e.g. which message to show).
// Forms answer their own field errors with json(submission.reply(), { status: 400 }) instead: the
// page stays, with the messages beside the fields.
import { json } from '@remix-run/node'

export type PageErrorStatus = 400 | 403 | 404 | 405 | 409 | 410

export function pageError(status: PageErrorStatus, data?: unknown): never {
  throw data === undefined ? new Response(null, { status }) : json(data, { status })
}
