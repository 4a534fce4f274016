// /owner/link/{sharelink}: a profile someone shared. The signed-in owner adds it to their list
// (SPEC §8: shared_exist when it is theirs or already there, shared_delete when it was deleted).
// Adding is a POST: a link preview or a prefetch must not change anyone's list.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Alert } from '#app/ui/mantine/Alert'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'
import { errorMessageKey } from '#app/validation/messages'
import { useVariant } from '#app/tenancy/use-variant'
import { attachProfile, checkAttach } from '../server/profiles.service.server'
import { findBySharelink } from '../server/profiles.repo.server'
import { requireVerifiedOwner, requireVerifiedOwnerPage } from '../server/pages.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { fullName } from '../ui/format'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const owner = await requireVerifiedOwnerPage(request, context)
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
  const { t } = useTranslation('profiles')
  const { t: tc } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const variant = useVariant()
  const error = useActionData<typeof action>()?.error ?? data.error
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('link.title')}</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          {data.profile ? (
            <Text fw={600} data-testid="shared-name">
              {fullName(data.profile)}
            </Text>
          ) : null}
          {error ? (
            <Alert color={error === 'shared_exist' ? 'blue' : 'red'} role="alert" data-testid="shared-error" data-error={error}>
              {tc(errorMessageKey(error))}
            </Alert>
          ) : null}
          {/* A link that names no profile: say how to find the right one (it never expires, so never "expired"). */}
          {error === 'profileNotFound' ? <Text size="sm">{tc('errors.checkLink')}</Text> : null}
          {error ? null : (
            <>
              <Text size="sm">{t(variant === 'love' ? 'link.leadLove' : 'link.lead')}</Text>
              <Form method="post">
                <SubmitButton>{t('link.attach')}</SubmitButton>
              </Form>
            </>
          )}
          {error === 'shared_exist' && data.profile ? <Link to={`/owner/profiles/${data.profile.id}`}>{t('link.open')}</Link> : null}
          <Link to="/owner/profiles">{t('profile.back')}</Link>
        </Stack>
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
