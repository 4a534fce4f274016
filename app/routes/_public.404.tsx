import { StatusMessage } from '#app/ui/GeneralErrorBoundary'

export async function loader() {
  throw new Response(null, { status: 404 })
}

export default function NotFoundPage() {
  return <StatusMessage status={404} />
}
