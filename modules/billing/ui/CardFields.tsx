// A form's card entry, in one of two modes (CardEntry, made by server/card-entry.server.ts):
// - 'test' (the embedded test-mode provider): plain native fields that post with their form, no
//   JavaScript, validated on the server with `cardSchema` (schemas.ts);
// - 'stripe' (production): Stripe Elements. The fields are Stripe's own frame, so the card never
//   reaches us: on submit the browser confirms the page's SetupIntent with the card and the form
//   posts only the payment method it made (`paymentMethodId`). Stripe's script is loaded by
//   ./stripe-elements.client.ts, imported on mount, so it is no part of any page's first load.
import { useEffect, useRef, useState } from 'react'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { useTranslation } from '#app/i18n/react'
import type { FieldMeta } from '#app/ui/form'
import { FIELD_ROW_STYLE, NativeTextField } from '#app/ui/fields/NativeTextField'
import { STRIPE_ERROR_ID } from './card-field-ids'

export type CardFieldName = 'number' | 'exp_month' | 'exp_year' | 'cvc' | 'name'

/** How the page takes a card: the plain form, or Stripe Elements with the key and the SetupIntent it confirms. */
export type CardEntry = { mode: 'test' } | { mode: 'stripe'; publishableKey: string; clientSecret: string }

/** `fields`: the conform fields of a form whose schema includes cardSchema's fields at its top level (test mode). */
export function CardFields({ fields, entry = { mode: 'test' } }: { fields: Record<CardFieldName, FieldMeta>; entry?: CardEntry }) {
  const { t } = useTranslation('billing')
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600}>
        {t('card.legend')}
      </Text>
      {entry.mode === 'stripe' ? (
        <StripeCardElement publishableKey={entry.publishableKey} clientSecret={entry.clientSecret} />
      ) : (
        <>
          <Text size="sm">{t('card.testModeHint')}</Text>
          <NativeTextField meta={fields.number} label={t('card.number')} autoComplete="cc-number" inputMode="numeric" />
          <div data-testid="card-expiry-row" style={{ ...FIELD_ROW_STYLE, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
            <NativeTextField inRow meta={fields.exp_month} label={t('card.expMonth')} autoComplete="cc-exp-month" inputMode="numeric" />
            <NativeTextField inRow meta={fields.exp_year} label={t('card.expYear')} autoComplete="cc-exp-year" inputMode="numeric" />
            <NativeTextField inRow meta={fields.cvc} label={t('card.cvc')} autoComplete="cc-csc" inputMode="numeric" />
          </div>
          <NativeTextField meta={fields.name} label={t('card.name')} autoComplete="cc-name" />
        </>
      )}
    </Stack>
  )
}

/**
 * The mount point of Stripe's card element and the hidden field its payment method is posted in. A
 * hydrated page mounts it in the effect below; a page that does not hydrate (the flame result) loads
 * ./card-element-script.ts, which reads the same data attributes.
 */
function StripeCardElement({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const { t } = useTranslation('billing')
  const mount = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const node = mount.current
    const form = node?.closest('form')
    if (!node || !form) return
    let stop = () => {}
    let gone = false
    import('./stripe-elements.client')
      .then(({ mountCardElement }) => mountCardElement({ publishableKey, clientSecret, node, form, onError: (message) => setError(message ?? t('card.elementsUnavailable')) }))
      .then((unmount) => (gone ? unmount() : (stop = unmount)))
      .catch(() => setError(t('card.elementsUnavailable')))
    return () => {
      gone = true
      stop()
    }
  }, [publishableKey, clientSecret, t])
  return (
    <>
      <Text size="sm">{t('card.elementsHint')}</Text>
      <div
        data-testid="stripe-card-element"
        data-publishable-key={publishableKey}
        data-client-secret={clientSecret}
        data-unavailable={t('card.elementsUnavailable')}
        data-client-secret-set={clientSecret ? 'true' : 'false'}
        role="group"
        aria-label={t('card.elementsLabel')}
        aria-describedby={error ? STRIPE_ERROR_ID : undefined}
      >
        <div ref={mount} data-stripe-mount="" style={{ padding: 10, border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, minHeight: 40 }} />
      </div>
      <input type="hidden" name="paymentMethodId" defaultValue="" />
      <noscript>
        <Text size="sm" c="red.9">
          {t('card.needsJavaScript')}
        </Text>
      </noscript>
      <Text id={STRIPE_ERROR_ID} size="sm" c="red.9" role="alert" hidden={!error}>
        {error}
      </Text>
    </>
  )
}
