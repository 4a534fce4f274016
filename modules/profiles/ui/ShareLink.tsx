// The profile's share link: a read-only field anyone can select and copy, and, once the page has
// hydrated, a button that copies it. Without JavaScript there is no button that would do nothing:
// the field alone is the way (it selects itself on focus where scripts run).
import { useEffect, useRef, useState } from 'react'
import { Button } from '#app/ui/button/Button'
import { Group } from '#app/ui/mantine/Group'
import { Text } from '#app/ui/mantine/Text'
import { FIELD_STYLE } from '#app/ui/fields/native-field-styles'
import { useTranslation } from '#app/i18n/react'

type CopyState = 'idle' | 'copied' | 'failed'

/** `label` and `testId` name another link than the profile's share link (the couple questionnaire's). */
export function ShareLink({ url, label, testId = 'share-link' }: { url: string; label?: string; testId?: string }) {
  const { t } = useTranslation('profiles')
  const input = useRef<HTMLInputElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const [state, setState] = useState<CopyState>('idle')
  useEffect(() => setHydrated(true), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      // No clipboard permission (an old browser, an insecure origin): the link is selected for the person to copy.
      input.current?.select()
      setState('failed')
    }
  }

  return (
    <>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {/* A plain input (not Mantine's Input family): the profile page is near its JavaScript budget. */}
        <input
          ref={input}
          readOnly
          value={url}
          aria-label={label ?? t('profile.share')}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          style={{ ...FIELD_STYLE, flex: '1 1 16rem', minWidth: 0, width: 'auto' }}
        />
        {hydrated ? (
          <Button type="button" variant="light" onClick={copy} data-testid={`copy-${testId}`}>
            {t('profile.copy')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" role="status" mt={state === 'idle' ? 0 : 'xs'} data-testid={testId === 'share-link' ? 'copy-status' : `${testId}-copy-status`}>
        {state === 'idle' ? '' : t(state === 'copied' ? 'profile.copied' : 'profile.copyFailed')}
      </Text>
    </>
  )
}
