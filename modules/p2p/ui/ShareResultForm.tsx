// The owner's share controls for a love result (ADR 042): without a link, a button that makes one;
// with one, the link to copy, when it was made, and a button that withdraws it (beside it, as SPEC asks).
// Plain POST forms (intent `share` / `revokeShare`), so they work without JavaScript; `action` lets
// another page (the mobile areas) post them to its own action, which calls shareResult / revokeShare.
import { Form } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'

export interface ShareResultFormProps {
  /** The live link (absolute URL), when it was made, and whether the result was updated since; null: no link. */
  share: { url: string; createdAt: string; stale: boolean } | null
  /** The full report is locked: the link shares only its headline. */
  locked?: boolean
  /** A refusal to show (a p2p:errors key), e.g. after a failed share. */
  error?: string | null
  /** Where the forms post; the current page by default. */
  action?: string
}

export function ShareResultForm({ share, locked = false, error = null, action }: ShareResultFormProps) {
  const { t, i18n } = useTranslation('p2p')
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="share-result-title" data-testid="share-result">
      <Stack gap="sm">
        <Title order={2} size="h4" id="share-result-title">
          {t('share.title')}
        </Title>
        <Text>{t('share.lead')}</Text>
        {locked ? <Text size="sm">{t('share.lockedLead')}</Text> : null}
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {t(error)}
          </Text>
        ) : null}
        {share ? (
          <>
            <div>
              <label htmlFor="share-url" style={LABEL_STYLE}>
                {t('share.link')}
              </label>
              <input id="share-url" style={FIELD_STYLE} readOnly value={share.url} data-testid="share-url" aria-describedby="share-created" />
              <Text size="sm" id="share-created" c="dimmed">
                {t('share.createdAt', { date: new Date(share.createdAt).toLocaleString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }) })}
              </Text>
            </div>
            <a href={share.url} target="_blank" rel="noreferrer" data-testid="share-open">
              {t('share.open')}
            </a>
            {share.stale ? (
              <Form method="post" action={action}>
                <Text size="sm" mb="xs">
                  {t('share.stale')}
                </Text>
                <SubmitButton name="intent" value="share" fullWidth={false}>
                  {t('share.replace')}
                </SubmitButton>
              </Form>
            ) : null}
            <Form method="post" action={action} data-testid="share-revoke">
              <Text size="sm" mb="xs">
                {t('share.revokeHint')}
              </Text>
              <SubmitButton name="intent" value="revokeShare" fullWidth={false} destructive>
                {t('share.revoke')}
              </SubmitButton>
            </Form>
          </>
        ) : (
          <Form method="post" action={action} data-testid="share-create">
            <SubmitButton name="intent" value="share" fullWidth={false}>
              {t('share.create')}
            </SubmitButton>
          </Form>
        )}
      </Stack>
    </Paper>
  )
}
