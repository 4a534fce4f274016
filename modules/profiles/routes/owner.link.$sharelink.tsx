// /owner/link/{sharelink}: a profile someone shared. The signed-in owner adds it to their list
// (SPEC §8: shared_exist when it is theirs or already there, shared_delete when it was deleted).
// Adding is a POST: a link preview or a prefetch must not change anyone's list. An unverified owner
// stays on the link (403 'verifyAccount' under this page's heading), so it still works after verifying.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { VerifyBoundary } from '#app/ui/VerifyBoundary'
import { attachProfile, checkAttach } from '../server/profiles.service.server'
import { findBySharelink } from '../server/profiles.repo.server'
import { requireVerifiedOwner } from '../server/pages.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { SharedProfilePanel } from '../ui/SharedProfilePanel'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const check = await checkAttach(context, owner._id, params.sharelink ?? '')
  if (check.ok) return json({ error: null, profile: profileView(check.profile, owner._id, await planGrantOf(context, owner._id)) })
  // Already in the list: the owner can still open it from here.
  const existing = check.error === 'shared_exist' ? await findBySharelink(context, params.sharelink) : null
  return json(
    { error: check.error, profile: existing ? profileView(existing, owner._id, await planGrantOf(context, owner._id)) : null },
    { status: check.error === 'shared_exist' ? 200 : 404 }
  )
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const result = await attachProfile(context, owner._id, params.sharelink ?? '')
  if (!result.ok) return json({ error: result.error }, { status: 400 })
  return redirect(`/owner/profiles/${result.profile._id}?attached`)
}

export default function SharedProfile() {
  const data = useLoaderData<typeof loader>()
  const error = useActionData<typeof action>()?.error ?? data.error
  return <SharedProfilePanel profile={data.profile} error={error} profilesPath="/owner/profiles" />
}

export function ErrorBoundary() {
  return <VerifyBoundary ns="profiles" titleKey="link.title" textKey="link.verify" />
}
