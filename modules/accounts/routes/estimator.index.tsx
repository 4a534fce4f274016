// The estimator's signed-in home. The profile list to rate arrives with the estimation module.
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { requireEstimator } from '../index.server'
import { AreaHome } from '../ui/AreaHome'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ email: (await requireEstimator(request, context)).email })
}

export default function EstimatorHome() {
  return <AreaHome area="estimator" note="estimator.profilesLater" />
}
