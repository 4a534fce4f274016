// POST /owner/logout (and the other areas): ends this area's session only.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { ALL_AREAS, AREAS, areaParam } from '../server/areas'
import { endSession } from '../server/session.server'

export async function loader() {
  // Signing out is a POST (a link prefetch must not sign anyone out).
  return redirect('/')
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const area = areaParam(params.area, ALL_AREAS)
  return endSession(request, context, area, AREAS[area].loginPath)
}
