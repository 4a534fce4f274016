// The dashboard's training steps (with the p2p and team counters) and history of recent runs (SPEC §2,
// §9: at most 15). Server-rendered from the loader's data; with JavaScript, kept current by the live
// connection (syncTutorial, syncHistory), so a run finished in another tab appears here by itself.
import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react'
import type { HistoryEntryView, RunKind } from '#app/live/types'
import { useLive } from '#app/live/use-live'
import { Anchor } from '#app/ui/mantine/Anchor'
import { List } from '#app/ui/mantine/List'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'

export interface TutorialCounters {
  p2p: number
  team: number
  /** Filled and scored profiles the owner can put into a pair or a team (theirs and attached ones). */
  profiles: number
}

const PATHS: Record<RunKind, string> = {
  p2p: '/owner/dashboard/p2p',
  team: '/owner/dashboard/team',
  compareTeams: '/owner/dashboard/compare-teams',
}

export const historyHref = (entry: Pick<HistoryEntryView, 'type' | 'id'>) => `${PATHS[entry.type]}/${encodeURIComponent(entry.id)}`

/** The same date on the server and in the browser (hydration): the day in UTC. */
const dayOf = (iso: string, lng: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

/** A loader's value, replaced by live messages until the loader sends a new one (after a navigation or revalidation). */
function useLiveValue<T>(initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState(initial)
  useEffect(() => setValue(initial), [initial])
  return [value, setValue]
}

/** A pair check needs two filled profiles; a run is done once one is counted. */
const DONE_AT: Record<keyof TutorialCounters, number> = { profiles: 2, p2p: 1, team: 1 }

/**
 * `hrefs`: where each product card leads (app/products.ts): its page once built, the profiles until
 * then, so a step never links to a page that does not exist yet.
 */
export function TrainingSteps({ initial, love, hrefs }: { initial: TutorialCounters; love: boolean; hrefs: Record<string, string> }) {
  const { t } = useTranslation('accounts')
  const [counters, setCounters] = useLiveValue(initial)
  // The live message counts runs only; the profiles' count stays the loader's.
  useLive('syncTutorial', (m) => setCounters({ ...counters, ...m.counters }))
  const steps: { id: keyof TutorialCounters; href: string }[] = [
    { id: 'profiles', href: '/owner/profiles' },
    { id: 'p2p', href: hrefs.p2p ?? PATHS.p2p },
    ...(love ? [] : [{ id: 'team' as const, href: hrefs.team ?? '/owner/profiles' }]),
  ]
  return (
    <section aria-labelledby="steps">
      <Title order={2} id="steps" size="h3" mb="sm">
        {t('dashboard.steps.title')}
      </Title>
      <List type="ordered" spacing="xs">
        {steps.map((step) => {
          const count = counters[step.id]
          const done = count >= DONE_AT[step.id]
          return (
            <List.Item key={step.id} data-step={step.id} data-done={done}>
              <Anchor href={step.href}>{t(`dashboard.steps.${love && step.id === 'p2p' ? 'p2pLove' : step.id}`)}</Anchor>
              <Text component="span" size="sm" data-testid={`counter-${step.id}`} ml="xs">
                {t(`dashboard.steps.${step.id}Count`, { count })}
              </Text>
              {done ? (
                <Text component="span" size="sm" fw={600} c="teal.9" ml="xs" data-testid={`done-${step.id}`}>
                  {`✓ ${t('dashboard.steps.done')}`}
                </Text>
              ) : null}
            </List.Item>
          )
        })}
      </List>
    </section>
  )
}

export function RecentRuns({ initial, love }: { initial: HistoryEntryView[]; love: boolean }) {
  const { t, i18n } = useTranslation('accounts')
  const [entries, setEntries] = useLiveValue(initial)
  useLive('syncHistory', (m) => setEntries(m.entries))
  return (
    <section aria-labelledby="history">
      <Title order={2} id="history" size="h3" mb="sm">
        {t('dashboard.history')}
      </Title>
      {/* Announced when a run finished elsewhere adds an entry. */}
      <div aria-live="polite" data-testid="history">
        {entries.length === 0 ? (
          <Stack gap="xs">
            <Text>{t(love ? 'dashboard.noHistoryLove' : 'dashboard.noHistory')}</Text>
            <Anchor href={PATHS.p2p}>{t(love ? 'dashboard.startPairLove' : 'dashboard.startPair')}</Anchor>
          </Stack>
        ) : (
          <List spacing="xs" listStyleType="none" ml={0} pl={0}>
            {entries.map((entry) => (
              <List.Item key={`${entry.type}:${entry.id}`} data-run={entry.type}>
                <Anchor href={historyHref(entry)}>{entry.title || t(`dashboard.kinds.${entry.type}`)}</Anchor>
                <Text size="sm">{[t(`dashboard.kinds.${entry.type}`), entry.actors.join(', '), dayOf(entry.at, i18n.language)].filter(Boolean).join(' · ')}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </section>
  )
}
