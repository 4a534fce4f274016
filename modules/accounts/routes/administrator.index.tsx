// The administrator's signed-in landing; the react-admin console will be served here.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdministrator } from '../index.server'
import { AreaHome } from '../ui/AreaHome'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ email: (await requireAdministrator(request, context)).email })
}

export default function AdministratorHome() {
  return <AreaHome area="administrator" />
}
