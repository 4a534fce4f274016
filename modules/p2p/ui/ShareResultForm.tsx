// The owner's share controls for a love result (ADR 042): without a link, a button that makes one;
// with one, the link to copy, when it was made, and beside it a button that withdraws it (and, once
// the result was updated, one that shares the current result instead). One plain POST form (intent
// `share` / `revokeShare`), so it works without JavaScript and weighs little on the pair page, whose
// JavaScript budget is nearly spent; `action` lets another page (the mobile areas) post it to its own
// action, which calls shareResult / revokeShare.
import { Form } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SubmitButton } from '#app/ui/SubmitButton'
import { FIELD_STYLE, LABEL_STYLE } from '#app/ui/fields/native-field-styles'

export interface ShareResultFormProps {
  /** The live link (absolute URL), when it was made (formatted for the page's language), and whether the result was updated since; null: no link. */
  share: { url: string; createdAt: string; stale: boolean } | null
  /** The full report is locked: the link shares only its headline. */
  locked?: boolean
  /** A refusal to show (a p2p key, e.g. `errors.shareNotLove`). */
  error?: string | null
  /** Where the form posts; the current page by default. */
  action?: string
}

export function ShareResultForm({ share, locked, error, action }: ShareResultFormProps) {
  const { t } = useTranslation('p2p')
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="share-title" data-testid="share-result">
      <Form method="post" action={action}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="share-title">
            {t('share.title')}
          </Title>
          <Text>{locked ? `${t('share.lead')} ${t('share.lockedLead')}` : t('share.lead')}</Text>
          {error ? (
            <Text c="red.9" role="alert">
              {t(error)}
            </Text>
          ) : null}
          {share ? (
            <div>
              <label htmlFor="share-url" style={LABEL_STYLE}>
                {t('share.link')}
              </label>
              <input id="share-url" style={FIELD_STYLE} readOnly value={share.url} data-testid="share-url" aria-describedby="share-about" />
              <Text size="sm" id="share-about">
                {[t('share.createdAt', { date: share.createdAt }), share.stale && t('share.stale'), t('share.revokeHint')].filter(Boolean).join(' ')}
              </Text>
            </div>
          ) : null}
          <Group gap="sm">
            {!share || share.stale ? (
              <SubmitButton name="intent" value="share" fullWidth={false}>
                {t(share ? 'share.replace' : 'share.create')}
              </SubmitButton>
            ) : null}
            {share ? (
              <SubmitButton name="intent" value="revokeShare" fullWidth={false} destructive>
                {t('share.revoke')}
              </SubmitButton>
            ) : null}
          </Group>
        </Stack>
      </Form>
    </Paper>
  )
}
