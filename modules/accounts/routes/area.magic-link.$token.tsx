// The mailed sign-in link. Opening it signs nobody in (mail scanners open links too): a button does.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaParam, LINK_AREAS } from '../server/areas'
import { linkAction, linkLoader, signInFromLink } from '../server/handlers.server'
import { ConfirmLinkPage } from '../ui/LinkPage'

export { passRetryAfter as headers } from '../server/refusals.server'

export const loader = (args: LoaderFunctionArgs) => linkLoader(areaParam(args.params.area, LINK_AREAS), 'magic')(args)
export const action = (args: ActionFunctionArgs) => {
  const area = areaParam(args.params.area, LINK_AREAS)
  return linkAction(area, 'magic', signInFromLink(area))(args)
}

export default function MagicLink() {
  return <ConfirmLinkPage title="magicLink.confirmTitle" lead="magicLink.confirmLead" submit="magicLink.confirmSubmit" />
}
