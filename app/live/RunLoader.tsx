// The global loader (SPEC §2, §9): a run's status, step (its phase), percent and one of 12 progress
// messages. Server-rendered from the state the page loaded, so it reads the same without
// JavaScript (the page refreshes itself until done); with JavaScript it follows the run live
// (sceneComputePhase, reflectState on reconnect, render* when finished), forward only.
//
//   <RunLoader initial={runState} onFinished={(run) => revalidate()} />
import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { advance, LOADER_MESSAGES, PHASE_NAMES } from './run-phases'
import type { RunState } from './types'
import { useLive } from './use-live'

export interface RunLoaderProps {
  /** The run as the page's loader read it. */
  initial: RunState
  /** Called once when the run is done or failed (e.g. to reload the page's data and show the result). */
  onFinished?: (run: RunState) => void
  /**
   * Without JavaScript the page reloads itself every this many seconds while the run is queued or
   * running (a `<meta refresh>` inside `<noscript>`: browsers running scripts ignore it). 0: never.
   */
  refreshSeconds?: number
}

export function RunLoader({ initial, onFinished, refreshSeconds = 3 }: RunLoaderProps) {
  const { t } = useTranslation()
  const [run, setRun] = useState(initial)
  // A new run (a new ruid from the page's loader) starts over; the same run only moves forward.
  useEffect(() => setRun((current) => (current.ruid === initial.ruid ? advance(current, initial) : initial)), [initial])
  const active = run.status === 'queued' || run.status === 'running'

  useLive('sceneComputePhase', (m) => setRun((current) => advance(current, m.run)), active)
  useLive('reflectState', (m) => setRun((current) => m.runs.reduce(advance, current)), active)
  const finish = (ruid: string, status: 'done' | 'failed') =>
    setRun((current) =>
      current.ruid !== ruid ? current : advance(current, status === 'done' ? { ...current, status, phase: 5, percent: 100, message: LOADER_MESSAGES - 1 } : { ...current, status })
    )
  useLive('renderPair', (m) => finish(m.ruid, m.status), active)
  useLive('renderCheckTeam', (m) => finish(m.ruid, m.status), active)
  useLive('renderCompareTeam', (m) => finish(m.ruid, m.status), active)

  const finished = !active
  useEffect(() => {
    if (finished && initial.status !== run.status) onFinished?.(run)
    // Once per finish: `run` changes no more after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished])

  const percent = Math.round(Math.min(100, Math.max(0, run.percent)))
  const message = run.status === 'done' ? LOADER_MESSAGES - 1 : Math.min(LOADER_MESSAGES - 1, Math.max(0, run.message))
  const phase = Math.min(PHASE_NAMES.length - 1, Math.max(0, run.phase))
  return (
    <Paper withBorder p="md" className="run-loader" data-testid="run-loader" data-status={run.status} data-ruid={run.ruid} aria-busy={active}>
      {active && refreshSeconds > 0 ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        </noscript>
      ) : null}
      <Stack gap="xs">
        {/* One polite region with the words that change: status and message, read out together. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          <Text fw={600}>{t(`live.status.${run.status}`)}</Text>
          <Text size="sm" data-testid="run-loader-message">
            {run.status === 'failed' ? t('live.failed') : t(`live.messages.${message}`)}
          </Text>
        </div>
        <Text size="sm" data-testid="run-loader-step">
          {t('live.step', { step: phase + 1, total: PHASE_NAMES.length, name: t(`live.phase.${PHASE_NAMES[phase]}`) })}
        </Text>
        <div
          role="progressbar"
          aria-label={t('live.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('live.percent', { percent })}
          style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-3)', overflow: 'hidden' }}
        >
          <div style={{ width: `${percent}%`, height: '100%', background: 'var(--mantine-primary-color-filled)', transition: 'width 300ms ease' }} />
        </div>
        <Text size="sm" aria-hidden="true">
          {t('live.percent', { percent })}
        </Text>
      </Stack>
    </Paper>
  )
}
