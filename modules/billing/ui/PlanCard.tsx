// One plan of the comparison table (SPEC §2 'comparison table', §3 'plan entry'): its name, what it
// includes, and its offers, each with its period, team count, price (with the monthly saving,
// SPEC §9 discountPercent) and its own submit button naming the offer. Cards stack on a phone.
import { useNavigation } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Button } from '#app/ui/mantine/Button'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { formatMoney } from '#app/i18n/format'
import { grantOf, type Plan } from '../catalogue'
import { planKey, planName, teamCount } from './plan-words'

export interface OfferView {
  subscribe: string
  plan: Plan
  name: string
  teams: number
  demo: boolean
  periodTag: string
  /** Minor units: the list price (four weeks for a month) and the one charged. */
  price: number
  discountedPrice: number
  discountPercent: number
}

/** Where the owner stands: what each offer's button does, or why it has none. */
export interface Standing {
  canBuy: boolean
  live: boolean
  currentOffer: string | null
  demosUsed: string[]
}

const FEATURES = ['pairs', 'teams', 'scene', 'compare'] as const

function Features({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing')
  const grant = grantOf(plan, 1)
  const has = { pairs: true, teams: grant.teams, scene: grant.scene, compare: grant.compare }
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {FEATURES.map((f) => (
        <Text component="li" size="sm" key={f} c={has[f] ? undefined : 'dimmed'}>
          <span aria-hidden="true">{has[f] ? '✓ ' : '— '}</span>
          {t(`plans.features.${f}`)}: {t(has[f] ? 'plans.included' : 'plans.notIncluded')}
        </Text>
      ))}
    </Stack>
  )
}

function OfferRow({ offer, standing }: { offer: OfferView; standing: Standing }) {
  const { t, i18n } = useTranslation('billing')
  const busy = useNavigation().state === 'submitting'
  const money = (minor: number) => formatMoney(minor / 100, i18n.language)
  const period = t(`plans.periods.${offer.periodTag}`)
  const teams = teamCount(t, offer.teams)
  const mine = standing.currentOffer === offer.subscribe
  const blocked = offer.demo && (standing.live ? 'plans.demoLive' : standing.demosUsed.includes(offer.plan) ? 'plans.demoUsed' : null)
  const describedBy = `offer-${offer.subscribe}-price`
  return (
    <Stack gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid={`offer-${offer.subscribe}`}>
      <Text fw={600}>
        {period} · {teams}
      </Text>
      <Text id={describedBy}>{t('plans.price', { price: money(offer.discountedPrice), period: t(`plans.periodsFor.${offer.periodTag}`) })}</Text>
      {offer.discountPercent > 0 ? <Text size="sm">{t('plans.discount', { percent: offer.discountPercent, list: money(offer.price) })}</Text> : null}
      {offer.demo ? <Text size="sm">{t('plans.demo')}</Text> : null}
      {mine ? (
        <Badge variant="light" w="fit-content">
          {t('plans.current')}
        </Badge>
      ) : blocked ? (
        <Text size="sm" c="dimmed">
          {t(blocked)}
        </Text>
      ) : standing.canBuy ? (
        <Button
          type="submit"
          name="subscribe"
          value={offer.subscribe}
          variant={standing.live ? 'default' : 'filled'}
          w="fit-content"
          disabled={busy}
          aria-describedby={describedBy}
          aria-label={t(standing.live ? 'plans.changeLabel' : 'plans.chooseLabel', { plan: planName(t, offer.name), period, teams })}
        >
          {t(standing.live ? 'plans.change' : 'plans.choose')}
        </Button>
      ) : null}
    </Stack>
  )
}

/** A plan's card: `offers` empty for the plans not sold (basic is free, the monitor in development). */
export function PlanCard({ name, plan, offers, standing, note }: { name: string; plan: Plan | null; offers: OfferView[]; standing: Standing; note?: string }) {
  const { t } = useTranslation('billing')
  return (
    <Paper withBorder p="lg" data-testid={`plan-${planKey(name)}`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {planName(t, name)}
        </Title>
        <Text size="sm">{t(`plans.descriptions.${planKey(name)}`)}</Text>
        {plan ? <Features plan={plan} /> : null}
        {offers.length ? (
          <Text size="sm" c="dimmed">
            {t('plans.teamCountMeaning')}
          </Text>
        ) : null}
        {note ? <Text fw={600}>{note}</Text> : null}
        <div>
          {offers.map((offer) => (
            <OfferRow key={offer.subscribe} offer={offer} standing={standing} />
          ))}
        </div>
      </Stack>
    </Paper>
  )
}
