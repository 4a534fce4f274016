// The result page's "keep this result" (SPEC §7 POST /save/flame): an address and consent, a plain
// form (the page does not hydrate). After sending it says to check the inbox; a limit says when to
// try again.
import { Form } from '@remix-run/react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { Notice } from '#app/ui/Notice'
import { useTranslation } from '#app/i18n/react'
import { ConsentText } from '#app/ui/ConsentText'
import { translateValidationMessage } from '#app/validation/messages'
import { TextField } from './TextField'

export interface SaveReply {
  errors?: Record<string, string | undefined>
  retryAfterMinutes?: number
  /** What the visitor sent with a refused form, drawn back into it. */
  typed?: { email: string; consent: boolean }
}

export function SaveResult({ sent, reply }: { sent: boolean; reply?: SaveReply }) {
  const { t } = useTranslation('flame')
  const consentError = reply?.errors?.consent
  return (
    <section className="flame-card" aria-labelledby="save-title" data-testid="flame-save">
      <Stack gap="sm">
        <Title order={2} id="save-title">
          {t('save.title')}
        </Title>
        {sent ? <Notice tone="success">{t('save.sent')}</Notice> : <Text>{t('save.lead')}</Text>}
        {reply?.retryAfterMinutes ? (
          <Text c="red.9" fw={700} role="alert">
            {t('save.retryIn', { count: reply.retryAfterMinutes })}
          </Text>
        ) : null}
        <Form method="post">
          <Stack gap="sm">
            <input type="hidden" name="intent" value="save" />
            <TextField name="email" type="email" label={t('save.email')} error={reply?.errors?.email} value={reply?.typed?.email} maxLength={254} autoComplete="email" required />
            <div>
              <label className="flame-consent">
                <input
                  type="checkbox"
                  name="consent"
                  value="on"
                  required
                  defaultChecked={reply?.typed?.consent}
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? 'flame-consent-error' : undefined}
                />
                <span>
                  <ConsentText text={t('save.consent')} />
                </span>
              </label>
              {consentError ? (
                <p id="flame-consent-error" className="flame-error" role="alert">
                  {translateValidationMessage(t, consentError)}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" className="flame-button">
                {t('save.submit')}
              </button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </section>
  )
}
