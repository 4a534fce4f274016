// The create-profile wizard: the person's name and optional contacts, then either "fill in
// yourself" (on to the questionnaire) or "send an invitation" (needs a name first and an address).
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { FormAlert, getFormProps, useForm } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { SubmitButton } from '#app/ui/SubmitButton'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { useTranslation } from '#app/i18n/react'
import { createProfile } from '../server/profiles.service.server'
import { invitationAllowed, sendInvitation } from '../server/mails.server'
import { ownerName, requireVerifiedOwner, requireVerifiedOwnerPage } from '../server/pages.server'
import { ProfileFields } from '../ui/ProfileFields'

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
const schema = () => import('../schemas').then((m) => m.newProfileSchema)
const validate = lazySchema(schema)

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireVerifiedOwnerPage(request, context)
  return json({ constraint: await constraintOf(schema) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const submission = await parseSubmission(await request.formData(), schema)
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const { intent, ...fields } = submission.value
  // Checked before the profile is made, so a refused invitation leaves nothing behind.
  if (intent === 'invite' && !(await invitationAllowed(context, owner._id))) return json(submission.reply({ formErrors: ['tooManyAttempts'] }), { status: 429 })
  const profile = await createProfile(context, owner._id, { ...fields, firstName: fields.firstName! })
  if (intent === 'fill') return redirect(`/owner/profiles/${profile._id}/questionnaire`)
  await sendInvitation(context, profile, { email: fields.email!, ownerName: ownerName(owner, context.tenant.variant), lng: context.lng }, originOf(request, context))
  return redirect(`/owner/profiles/${profile._id}?invited`)
}

export default function NewProfile() {
  const { t } = useTranslation('profiles')
  const { constraint } = useLoaderData<typeof loader>()
  const [form, fields] = useForm(useActionData<typeof action>(), { id: 'new-profile', constraint, validate })
  return (
    <Stack gap="lg" maw={560}>
      <Link to="/owner/profiles">{t('profile.back')}</Link>
      <Title order={1}>{t('wizard.title')}</Title>
      <Paper withBorder p="lg">
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <Text size="sm">{t('wizard.lead')}</Text>
            <FormAlert errors={form.errors} />
            <ProfileFields fields={fields} />
            <Text size="xs" c="dimmed">
              {t('wizard.inviteHint')}
            </Text>
            <div className="button-row">
              <SubmitButton name="intent" value="fill">
                {t('wizard.fill')}
              </SubmitButton>
              <SubmitButton name="intent" value="invite">
                {t('wizard.invite')}
              </SubmitButton>
            </div>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
