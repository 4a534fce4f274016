// An owner's plan in one line (SPEC §3 Owner 'subscribe'; docs/administrator-api.md): the state, the
// plan, and until when it is paid (or the bonus lasts); 'renewal off' when it ends there.
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { Typography } from '@mui/material'

interface Subscribe {
  status: string
  plan: string | null
  subscribeEndDate: string | null
  cancelAtPeriodEnd: boolean
}

/** The plan's name as the console says it ('simulator pro' is keyed simulator_pro). */
export const planKey = (plan: string | null) => `rapport.owners.plan.${(plan ?? 'none').replace(' ', '_')}`

export function SubscribeText({ subscribe }: { subscribe?: Subscribe }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!subscribe || subscribe.status === 'none') return <>{translate('rapport.owners.subscribe.none')}</>
  const parts = [translate(`rapport.owners.subscribe.${subscribe.status}`), translate(planKey(subscribe.plan))]
  if (subscribe.subscribeEndDate) {
    const date = new Date(subscribe.subscribeEndDate).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ru-RU', { timeZone: 'UTC' })
    parts.push(translate('rapport.owners.until', { date }))
  }
  if (subscribe.cancelAtPeriodEnd) parts.push(translate('rapport.owners.renewalOff'))
  return <>{parts.join(' · ')}</>
}

/** For a Datagrid column or a Labeled field: the record's `subscribe`. */
export function SubscribeField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: string; subscribe?: Subscribe }>()
  return (
    <Typography component="span" variant="body2" data-testid="owner-subscribe">
      <SubscribeText subscribe={record?.subscribe} />
    </Typography>
  )
}
