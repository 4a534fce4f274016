// SPEC §8's connection-lost message: shown while the tab's live connection is reconnecting (it tries
// again every 5 s), so an owner watching a run knows why nothing moves and that a refresh helps.
// Nothing on the server or while the connection is fine.
import { useTranslation } from '#app/i18n/react'
import { Text } from '#app/ui/mantine/Text'
import { useLiveStatus } from './use-live'

export function ConnectionNotice() {
  const { t } = useTranslation()
  const status = useLiveStatus()
  return (
    <div role="status" aria-live="polite">
      {status === 'reconnecting' ? (
        <Text size="sm" data-testid="live-connection-lost">
          {t('live.connectionLost')}
        </Text>
      ) : null}
    </div>
  )
}
