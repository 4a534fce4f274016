// Any unknown page: the 404 page. (Unknown paths under /api/ never get here: the host answers them
// with a JSON 404, server/app.ts.)
import type { LoaderFunctionArgs } from '@remix-run/node'
import { StatusMessage } from '#app/ui/GeneralErrorBoundary'
import { pageError } from '#app/http/page-error.server'

export async function loader() {
  pageError(404)
}

export async function action(_args: LoaderFunctionArgs) {
  pageError(404)
}

export default function NotFound() {
  return <StatusMessage status={404} />
}
