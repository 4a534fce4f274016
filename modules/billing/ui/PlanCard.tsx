// One plan of the comparison table (SPEC §2 'comparison table', §3 'plan entry'): its name, what it
// includes, and its offers, each with its period, team count, price (with the monthly saving,
// SPEC §9 discountPercent) and its own submit button naming the offer. Cards stack on a phone.
import { useNavigation } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Button } from '#app/ui/button/Button'
import { Group } from '#app/ui/mantine/Group'
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

/** One offer: its team count and price on the left, its button (or why there is none) beside them, wrapping under on a narrow phone. */
function OfferRow({ offer, standing }: { offer: OfferView; standing: Standing }) {
  const { t, i18n } = useTranslation('billing')
  const busy = useNavigation().state === 'submitting'
  const money = (minor: number) => formatMoney(minor / 100, i18n.language)
  const period = t(`plans.periods.${offer.periodTag}`)
  const teams = teamCount(t, offer.teams)
  const mine = standing.currentOffer === offer.subscribe
  const blocked = offer.demo && (standing.live ? 'plans.demoLive' : standing.demosUsed.includes(offer.plan) ? 'plans.demoUsed' : null)
  const priceId = `offer-${offer.subscribe}-price`
  return (
    <Group
      justify="space-between"
      align="center"
      gap="xs"
      py={6}
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid={`offer-${offer.subscribe}`}
    >
      <Stack gap={0} style={{ flex: '1 1 10rem' }}>
        <Text fw={600}>{teams}</Text>
        <Text id={priceId}>{t('plans.price', { price: money(offer.discountedPrice), period: t(`plans.periodsFor.${offer.periodTag}`) })}</Text>
        {offer.discountPercent > 0 ? <Text size="sm">{t('plans.discount', { percent: offer.discountPercent, list: money(offer.price) })}</Text> : null}
        {offer.demo && !blocked ? <Text size="sm">{t('plans.demo')}</Text> : null}
        {blocked ? (
          <Text size="sm" c="dimmed">
            {t(blocked)}
          </Text>
        ) : null}
      </Stack>
      {mine ? (
        <Badge variant="light">{t('plans.current')}</Badge>
      ) : !blocked && standing.canBuy ? (
        <Button
          type="submit"
          name="subscribe"
          value={offer.subscribe}
          variant={standing.live ? 'default' : 'filled'}
          disabled={busy}
          aria-describedby={priceId}
          aria-label={t(standing.live ? 'plans.changeLabel' : 'plans.chooseLabel', { plan: planName(t, offer.name), period, teams })}
        >
          {t(standing.live ? 'plans.change' : 'plans.choose')}
        </Button>
      ) : null}
    </Group>
  )
}

/** The offers under their period (7 days, 1 month, the demo), in the catalogue's order. */
function byPeriod(offers: OfferView[]): [string, OfferView[]][] {
  const groups = new Map<string, OfferView[]>()
  for (const offer of offers) groups.set(offer.periodTag, [...(groups.get(offer.periodTag) ?? []), offer])
  return [...groups]
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
        {byPeriod(offers).map(([tag, group]) => (
          <Stack gap={0} key={tag}>
            <Title order={4} size="h5" mt="xs" mb={4}>
              {t(`plans.periods.${tag}`)}
            </Title>
            {group.map((offer) => (
              <OfferRow key={offer.subscribe} offer={offer} standing={standing} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}
