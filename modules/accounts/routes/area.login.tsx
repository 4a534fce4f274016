// /owner/login, /estimator/login, /administrator/login.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useParams } from '@remix-run/react'
import { areaParam } from '../server/areas'
import { loginAction, signedOutLoader } from '../server/handlers.server'
import { LoginPage } from '../ui/LoginPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signedOutLoader(areaParam(args.params.area))(args)
export const action = (args: ActionFunctionArgs) => loginAction(areaParam(args.params.area))(args)

export default function Login() {
  return <LoginPage area={areaParam(useParams().area)} />
}
