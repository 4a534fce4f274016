// /owner-mobile/link/{sharelink} (SPEC §2, ADR 043): a shared profile, added to the owner's list by a
// POST (a link preview must not change anyone's list). The checks are the desktop page's
// (checkAttach, attachProfile); a visitor without owner-mobile's session signs in there first and
// comes back. Not hydrated. love-mobile has no such page (SPEC §2): 404.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { VerifyBoundary } from '#app/ui/VerifyBoundary'
import { STATIC_PAGE } from '#app/ui/handle'
import { mobileAreaParam, requireAccount, type Account } from '#modules/accounts/index.server'
import { pageError } from '#app/http/page-error.server'
import type { AppContext } from '#app/context'
import { attachProfile, checkAttach } from '../server/profiles.service.server'
import { findBySharelink } from '../server/profiles.repo.server'
import { SharedProfilePanel } from '../ui/SharedProfilePanel'

export const handle = STATIC_PAGE

const PROFILES = '/owner-mobile/profiles'

/** owner-mobile's verified owner; an unverified one stays on the link, told it works after verification (SPEC §4). */
async function ownerOf(request: Request, context: AppContext, area: string | undefined): Promise<Account> {
  if (mobileAreaParam(area) !== 'owner-mobile') pageError(404, { error: 'profileNotFound' })
  const owner = await requireAccount(request, context, 'owner-mobile')
  if (!owner.verified) pageError(403, { error: 'verifyAccount' })
  return owner
}

const nameOf = (p: { _id: string; firstName: string; lastName?: string }) => ({ id: p._id, firstName: p.firstName, lastName: p.lastName ?? '' })

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const owner = await ownerOf(request, context, params.area)
  const check = await checkAttach(context, owner._id, params.sharelink ?? '')
  if (check.ok) return json({ error: null, profile: nameOf(check.profile) })
  // Already in the list: the owner can still open it from here.
  const existing = check.error === 'shared_exist' ? await findBySharelink(context, params.sharelink) : null
  return json({ error: check.error, profile: existing ? nameOf(existing) : null }, { status: check.error === 'shared_exist' ? 200 : 404 })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await ownerOf(request, context, params.area)
  const result = await attachProfile(context, owner._id, params.sharelink ?? '')
  if (!result.ok) return json({ error: result.error }, { status: 400 })
  return redirect(`${PROFILES}/${result.profile._id}`)
}

export default function MobileSharedProfile() {
  const data = useLoaderData<typeof loader>()
  const error = useActionData<typeof action>()?.error ?? data.error
  return <SharedProfilePanel profile={data.profile} error={error} profilesPath={PROFILES} />
}

// No settings link: the phone area's settings cannot verify (the emailed link does).
export function ErrorBoundary() {
  return <VerifyBoundary ns="profiles" titleKey="link.title" textKey="link.verify" settingsPath={null} />
}
