// A love profile's couple questionnaire section (ADR 041): who the partner is and whether they have
// answered; a form (the partner's first name, an optional address) that sends the link; and, once
// sent, the link itself to pass on. A plain POST form: it works without JavaScript.
import { Form, Link } from '@remix-run/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { FormAlert, getFormProps, useForm } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { SubmitButton } from '#app/ui/SubmitButton'
import { Notice } from '#app/ui/Notice'
import { NativeTextField } from '#app/ui/fields/NativeTextField'
import { useTranslation } from '#app/i18n/react'
import { ShareLink } from './ShareLink'

const validateCoupleLink = lazySchema(() => import('../schemas').then((m) => m.coupleLinkSchema))

export interface CoupleLinkProps {
  partner: { id: string; firstName: string; questionnaireState: string } | null
  constraint: Record<string, unknown>
  /** The last post's reply (errors), when the last post was this form. */
  result: unknown
  /** The link just issued, to pass on; null before sending. */
  url: string | null
  /** The address the link was mailed to, when one was given. */
  mailed: string | null
}

export function CoupleLink({ partner, constraint, result, url, mailed }: CoupleLinkProps) {
  const { t } = useTranslation('profiles')
  const [form, fields] = useForm(result, { id: 'couple', constraint: constraint as never, validate: validateCoupleLink })
  const answered = partner?.questionnaireState === 'ack_a'
  return (
    <Paper withBorder p="lg" data-testid="couple-link">
      <Title order={2} size="h4" mb="sm">
        {t('couple.title')}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{t('couple.lead')}</Text>
        {partner ? (
          <Text size="sm" data-testid="couple-partner">
            {t(answered ? 'couple.partnerAnswered' : 'couple.partnerWaiting', { name: partner.firstName })}{' '}
            <Link to={`/owner/profiles/${partner.id}`}>{t('couple.openPartner')}</Link>
          </Text>
        ) : null}
        {url ? (
          <Stack gap="xs" data-testid="couple-link-sent">
            <Notice>{mailed ? t('couple.mailed', { email: mailed }) : t('couple.ready')}</Notice>
            <ShareLink url={url} label={t('couple.linkLabel')} testId="couple-url" />
          </Stack>
        ) : null}
        {answered ? null : (
          <Form method="post" {...getFormProps(form)}>
            <Stack gap="sm">
              <FormAlert errors={form.errors} />
              <input type="hidden" name="intent" value="couple" />
              <NativeTextField meta={fields.firstName} label={t('couple.firstName')} value={partner?.firstName ?? ''} autoComplete="off" />
              <NativeTextField meta={fields.email} label={t('couple.email')} type="email" autoComplete="off" />
              <SubmitButton fullWidth={false}>{t(partner ? 'couple.resend' : 'couple.send')}</SubmitButton>
            </Stack>
          </Form>
        )}
      </Stack>
    </Paper>
  )
}
