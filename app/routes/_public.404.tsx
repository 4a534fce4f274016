import { StatusMessage } from '#app/ui/GeneralErrorBoundary'
import { pageError } from '#app/http/page-error.server'

export async function loader() {
  pageError(404)
}

export default function NotFoundPage() {
  return <StatusMessage status={404} />
}
