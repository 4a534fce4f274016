// The team result, rendered on the server and complete without JavaScript: SPEC §1's team
// indicators, each with its 10-90 % band, its scale and a line of meaning; a table per specialist
// (cards at 360 px), sortable by SPEC §3's keys through links; the year's charts of power, cohesion
// and atmosphere with the scene's events marked; and the matrix of final pair attitudes.
import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { useTranslation } from '#app/i18n/react'
import { bandText } from '#app/i18n/band-text'
import { formatNumber } from '#app/i18n/format-number'
import { Paper } from '#app/ui/mantine/Paper'
import { ColumnsGrid } from '#app/ui/ColumnsGrid'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { SCENE_SORTS } from '../../options'
import { TeamTimelineChart } from './TeamTimelineChart'
import type { BandView, TeamResultView as View } from './types'

const whole = (v: number) => Math.round(v)

export function TeamResultView({ view, lang, sortHref }: { view: View; lang: string; sortHref: (sort: string) => string }) {
  const { t } = useTranslation('teams')
  const signed = (v: number) => formatNumber(v, lang, { signed: true })
  const plain = (v: number) => formatNumber(v, lang)
  const s = view.summary
  const outOf100 = (b: BandView) => ({ value: t('result.scale.outOf100', { value: whole(b.median) }), band: bandText(t, whole(b.p10), whole(b.p90)) })
  const onSigned = (b: BandView) => ({
    value: t('result.scale.signed', { value: signed(whole(b.median)) }),
    band: bandText(t, signed(whole(b.p10)), signed(whole(b.p90))),
  })
  const union = {
    value: t('result.scale.unionValue', { value: signed(whole(s.union.median)) }),
    band: bandText(t, signed(whole(s.union.p10)), signed(whole(s.union.p90))),
  }
  const shares = { launch: whole(s.typeShares.launch), growth: whole(s.typeShares.growth), support: whole(s.typeShares.support) }
  const comp = { K: whole(s.competencies.K), P: whole(s.competencies.P), L: whole(s.competencies.L) }

  return (
    <Stack gap="lg" style={{ overflowWrap: 'anywhere' }} data-testid="team-result">
      <Text>{t('result.intro', { count: view.replicates })}</Text>
      {s.lead || s.manager ? (
        <Text size="sm">{[s.manager ? t('result.manager', { name: s.manager }) : null, s.lead ? t('result.lead', { name: s.lead }) : null].filter(Boolean).join(' · ')}</Text>
      ) : null}

      <Section id="indicators" title={t('result.sections.indicators')}>
        <ColumnsGrid>
          <Indicator id="averagePower" {...outOf100(s.averagePower)} />
          <Indicator id="basePower" {...outOf100(s.basePower)} />
          <Indicator id="peakPower" {...outOf100(s.peakPower)} />
          <Indicator id="cohesion" {...outOf100(s.cohesion)} />
          <Indicator id="atmosphere" value={`${onSigned(s.atmosphere).value} (${t(`result.moods.${s.atmosphereBand}`)})`} band={onSigned(s.atmosphere).band} />
          <Indicator id="union" {...union} />
          <Indicator id="teamType" value={t(`result.types.${s.teamType}`)} meaning={t('result.ind.teamType.meaning', shares)} />
          {s.managerFit ? <Indicator id="managerFit" {...outOf100(s.managerFit)} /> : <Indicator id="managerFit" value="—" meaning={t('result.ind.managerFit.none')} />}
          <Indicator id="statisticalPower" value={t('result.scale.percent', { value: whole(s.statisticalPower) })} />
          <Indicator id="competencies" value={t('result.ind.competencies.value', comp)} />
        </ColumnsGrid>
      </Section>

      <Section id="timeline" title={t('result.sections.timeline')}>
        <TeamTimelineChart indicator="power" view={view} lang={lang} />
        <TeamTimelineChart indicator="cohesion" view={view} lang={lang} />
        <TeamTimelineChart indicator="atmosphere" view={view} lang={lang} />
      </Section>

      <Section id="specialists" title={t('result.sections.specialists')}>
        <nav aria-label={t('result.table.sortBy')}>
          <Text size="sm" span>
            {t('result.table.sortBy')}{' '}
          </Text>
          {SCENE_SORTS.map((key, i) => (
            <Text size="sm" span key={key}>
              {i > 0 ? ' · ' : ''}
              {key === view.sort ? (
                <strong aria-current="true" data-sort={key} data-order={view.order}>
                  {t(`result.sort.${key}`)} ({t(`result.orders.${view.order}`)})
                </strong>
              ) : (
                <Link to={sortHref(key)} data-sort={key} preventScrollReset>
                  {t(`result.sort.${key}`)}
                </Link>
              )}
            </Text>
          ))}
        </nav>
        {/* Weight, rating and resource order the table but are not among its columns: what they measure. */}
        <Text size="sm" data-testid="sort-meaning">
          {t('result.table.sortMeaning')}
        </Text>
        <table className="profiles-table" data-testid="specialists">
          <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.25rem 0' }}>{t('result.table.caption')}</caption>
          <thead>
            <tr>
              {(['name', 'experience', 'power', 'importance', 'integration', 'support', 'mood'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`result.table.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.specialists.map((p) => (
              <tr key={p.id} data-specialist={p.id}>
                <th scope="row" style={{ textAlign: 'start' }}>
                  {p.name}
                </th>
                <td data-label={t('result.table.experience')}>{p.experience ? t(`result.grades.${p.experience}`) : '—'}</td>
                <td data-label={t('result.table.power')}>{specialistFigure(p.power, plain)}</td>
                <td data-label={t('result.table.importance')}>{t('result.scale.percent', { value: p.importance })}</td>
                <td data-label={t('result.table.integration')}>{specialistFigure(p.integration, plain)}</td>
                <td data-label={t('result.table.support')} data-support={p.support.median}>
                  {specialistFigure(p.support, plain)}
                </td>
                <td data-label={t('result.table.mood')}>
                  {specialistFigure(p.mood, signed)} {t(`result.moods.${p.moodBand}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Text size="sm">{t('result.table.meaning')}</Text>
      </Section>

      <Section id="matrix" title={t('result.sections.matrix')}>
        {/* Wide screens: the matrix, in a scroll region of its own for large teams. Phones (app.css): a
            list per person instead, so names stay whole and nothing is cut off at the right edge. */}
        <div className="pair-matrix-wide" role="region" aria-label={t('result.matrix.region')} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <table style={{ borderCollapse: 'collapse', fontSize: '0.8125rem', overflowWrap: 'normal' }} data-testid="pair-matrix">
            <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.25rem 0' }}>{t('result.matrix.caption')}</caption>
            <thead>
              <tr>
                <td />
                {view.matrix.names.map((n, j) => (
                  <th key={j} scope="col" style={MATRIX_CELL}>
                    {n}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.matrix.cells.map((row, i) => (
                <tr key={i}>
                  <th scope="row" style={{ ...MATRIX_CELL, textAlign: 'start' }}>
                    {view.matrix.names[i]}
                  </th>
                  {row.map((v, j) => (
                    <td key={j} style={{ ...MATRIX_CELL, background: tint(v) }} aria-label={v === null ? (i === j ? undefined : t('result.matrix.none')) : undefined}>
                      {v === null ? t('result.matrix.self') : plain(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Text size="sm">{t('result.matrix.meaning')}</Text>
        </div>
        <div className="pair-matrix-narrow" data-testid="pair-list">
          <Text size="sm" fw={600}>
            {t('result.matrix.listCaption')}
          </Text>
          {view.matrix.cells.map((row, i) => (
            <section key={i} aria-labelledby={`pair-list-${i}`} data-person={i}>
              <Title order={3} size="h5" id={`pair-list-${i}`} mt="sm">
                {t('result.matrix.attitudesOf', { name: view.matrix.names[i] })}
              </Title>
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {row.map((v, j) =>
                  i === j ? null : (
                    <li key={j} style={{ background: tint(v) }}>
                      {view.matrix.names[j]}: {v === null ? t('result.matrix.none') : plain(v)}
                    </li>
                  )
                )}
              </ul>
            </section>
          ))}
          <Text size="sm" mt="sm">
            {t('result.matrix.listMeaning')}
          </Text>
        </div>
      </Section>
    </Stack>
  )
}

const MATRIX_CELL = { padding: '0.25rem 0.375rem', border: '1px solid #ced4da', textAlign: 'center', fontWeight: 'normal', minWidth: '2.75rem' } as const

/**
 * A light tint by attitude on 0..100 (good green, poor red), at the pair pages' word boundaries
 * (friendly from 60, cool at 40 and below); the number stays the message, the colour only helps.
 */
function tint(v: number | null): string | undefined {
  if (v === null) return undefined
  if (v >= 60) return '#ebfbee'
  if (v <= 40) return '#fff5f5'
  return undefined
}

/** A specialist's figure with its band dimmed beside it, or the figure alone where all three read the same (ADR 066). */
function specialistFigure(b: BandView, show: (v: number) => string) {
  const [median, p10, p90] = [show(b.median), show(b.p10), show(b.p90)]
  if (p10 === p90 && p90 === median) return median
  return (
    <>
      {median}{' '}
      <Text span size="xs" c="dimmed">
        ({p10}…{p90})
      </Text>
    </>
  )
}

function Indicator({ id, value, band, meaning }: { id: string; value: string; band?: string; meaning?: string }) {
  const { t } = useTranslation('teams')
  return (
    <Paper withBorder p="md" data-indicator={id}>
      <Text size="sm" fw={600}>
        {t(`result.ind.${id}.name`)}
      </Text>
      <Text size="lg" fw={700} data-value>
        {value}
      </Text>
      {band ? (
        <Text size="sm" data-band>
          {band}
        </Text>
      ) : null}
      <Text size="sm">{meaning ?? t(`result.ind.${id}.meaning`)}</Text>
    </Paper>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`team-${id}`}>
      <Title order={2} size="h3" id={`team-${id}`} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  )
}
