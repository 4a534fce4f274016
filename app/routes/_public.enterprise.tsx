// Enterprise request form: works without JavaScript (post/redirect/get), consent required. The love
// product has no companies: there the page is not there at all (ADR 051).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod'
import type { AppContext } from '#app/context'
import { pageError } from '#app/http/page-error.server'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { ConsentText } from '#app/ui/ConsentText'
import { enterpriseRequestSchema } from '#app/enterprise/schema'
import { createEnterpriseRequest } from '#app/enterprise/requests.server'
import { isHoneypotFilled } from '#app/validation/honeypot'
import { HoneypotField, getFormProps } from '#app/ui/form'
import { useZodForm } from '#app/ui/zod-form'
import { CheckboxField } from '#app/ui/fields/CheckboxField'
import { TextAreaField } from '#app/ui/fields/TextAreaField'
import { TextField } from '#app/ui/fields/TextField'
import { SubmitButton } from '#app/ui/SubmitButton'
import { Notice } from '#app/ui/Notice'

function notOnLove(context: AppContext) {
  if (context.tenant.variant === 'love') pageError(404)
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  notOnLove(context)
  return json({ sent: new URL(request.url).searchParams.has('sent') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  notOnLove(context)
  const formData = await request.formData()
  // A bot filled the invisible field: answer as if all went well, store nothing.
  if (isHoneypotFilled(formData)) return redirect('/enterprise?sent')
  const submission = parseWithZod(formData, { schema: enterpriseRequestSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  await createEnterpriseRequest(context, submission.value)
  return redirect('/enterprise?sent')
}

export default function Enterprise() {
  const { t } = useTranslation('shell')
  const { sent } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const [form, fields] = useZodForm(enterpriseRequestSchema, lastResult)
  return (
    <Stack maw={560} gap="md">
      <Title order={1}>{t('enterprise.title')}</Title>
      <Text>{t('enterprise.lead')}</Text>
      {sent ? <Notice>{t('enterprise.sent')}</Notice> : null}
      <Paper withBorder p="lg">
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <TextField meta={fields.name} label={t('enterprise.name')} autoComplete="name" />
            <TextField meta={fields.email} label={t('enterprise.email')} type="email" autoComplete="email" />
            <TextField meta={fields.company} label={t('enterprise.company')} autoComplete="organization" />
            <TextField meta={fields.phone} label={t('enterprise.phone')} type="tel" autoComplete="tel" />
            <TextAreaField meta={fields.message} label={t('enterprise.message')} />
            <CheckboxField meta={fields.consent} label={<ConsentText text={t('enterprise.consent')} />} />
            <HoneypotField />
            <SubmitButton>{t('enterprise.submit')}</SubmitButton>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  )
}
