// The internal-error page (SPEC §2 /500): the same page users see when something fails.
import { json } from '@remix-run/node'
import { StatusMessage } from '#app/ui/GeneralErrorBoundary'

export async function loader() {
  return json(null, { status: 500 })
}

export default function InternalErrorPage() {
  return <StatusMessage status={500} />
}
