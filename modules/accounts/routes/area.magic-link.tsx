// /owner/magic-link, /estimator/magic-link: mail me a one-time sign-in link.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaParam, LINK_AREAS } from '../server/areas'
import { linkRequestAction, signedOutLoader } from '../server/handlers.server'
import { emailRequestSchema } from '../schemas'
import { EmailRequestPage } from '../ui/EmailRequestPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => signedOutLoader(areaParam(args.params.area, LINK_AREAS))(args)
export const action = (args: ActionFunctionArgs) => {
  const area = areaParam(args.params.area, LINK_AREAS)
  return linkRequestAction(area, 'magic', `/${area}/magic-link`)(args)
}

export default function MagicLinkRequest() {
  return <EmailRequestPage schema={emailRequestSchema} title="magicLink.title" lead="magicLink.lead" submit="magicLink.submit" />
}
