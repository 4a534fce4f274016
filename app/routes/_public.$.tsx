// Any unknown path: the 404 page (or a JSON 404 under /api, whose callers read JSON).
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { StatusMessage } from '#app/ui/GeneralErrorBoundary'

export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).pathname.startsWith('/api/')) throw json({ error: 'not_found' }, { status: 404 })
  throw new Response(null, { status: 404 })
}

export async function action(args: LoaderFunctionArgs) {
  return loader(args)
}

export default function NotFound() {
  return <StatusMessage status={404} />
}
