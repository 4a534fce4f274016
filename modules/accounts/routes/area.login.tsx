// /owner/login, /estimator/login (the administrator's login is the console's: PAGE_AREAS).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useParams } from '@remix-run/react'
import { areaParam, PAGE_AREAS } from '../server/areas'
import { loginAction, signedOutLoader } from '../server/handlers.server'
import { LoginPage } from '../ui/LoginPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signedOutLoader(areaParam(args.params.area, PAGE_AREAS))(args)
export const action = (args: ActionFunctionArgs) => loginAction(areaParam(args.params.area, PAGE_AREAS))(args)

export default function Login() {
  return <LoginPage area={areaParam(useParams().area, PAGE_AREAS)} />
}
