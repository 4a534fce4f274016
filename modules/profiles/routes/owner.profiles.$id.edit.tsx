// Editing a profile's own fields (the owner's profiles only; an attached one is read-only).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Title } from '#app/ui/mantine/Title'
import { FormAlert, getFormProps, useForm } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { SubmitButton } from '#app/ui/SubmitButton'
import { useTranslation } from '#app/i18n/react'
import { ProfileNotFoundBoundary } from '../ui/ProfileNotFoundBoundary'
import { updateProfile } from '../server/profiles.service.server'
import { requireOwnProfile, requireVerifiedOwner, requireVerifiedOwnerPage } from '../server/pages.server'
import { ProfileFields } from '../ui/ProfileFields'

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
const schema = () => import('../schemas').then((m) => m.profileFormSchema)
const validate = lazySchema(schema)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const owner = await requireVerifiedOwnerPage(request, context)
  const p = await requireOwnProfile(context, owner, params.id)
  return json({
    id: p._id,
    values: { firstName: p.firstName, lastName: p.lastName, position: p.position ?? '', email: p.email ?? '', phone: p.phone ?? '' },
    constraint: await constraintOf(schema),
  })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const profile = await requireOwnProfile(context, owner, params.id)
  const submission = await parseSubmission(await request.formData(), schema)
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  // A field left blank is cleared, not kept: the form shows every field.
  const { firstName, lastName = '', position = '', email = '', phone = '' } = submission.value
  await updateProfile(context, owner._id, profile._id, { firstName, lastName, position, email, phone })
  return redirect(`/owner/profiles/${profile._id}?saved`)
}

export default function EditProfile() {
  const { t } = useTranslation('profiles')
  const { id, values, constraint } = useLoaderData<typeof loader>()
  const [form, fields] = useForm(useActionData<typeof action>(), { id: 'edit-profile', constraint, validate })
  return (
    <Stack gap="lg" maw={560}>
      <Link to={`/owner/profiles/${id}`}>{t('profile.title')}</Link>
      <Title order={1}>{t('edit.title')}</Title>
      <Paper withBorder p="lg">
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <FormAlert errors={form.errors} />
            <ProfileFields fields={fields} values={values} />
            <SubmitButton>{t('edit.submit')}</SubmitButton>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <ProfileNotFoundBoundary />
}
