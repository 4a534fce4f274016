// The pair result page's body, rendered on the server and complete without JavaScript: the chart,
// expectations versus reality, compatibility with its band, the long-term outlook, recommendations
// along K, P, L, the leading driver and the forecast's limits. Every figure comes from factsOf(result)
// and carries its scale and a one-line meaning (ADR 017); the paragraphs are the stored texts
// (the text port's, ADR 022), which say the same figures in words.
import type { ReactNode } from 'react'
import type { PairResult, Side, Variant } from '#engine/index'
import { useTranslation } from '#app/i18n/react'
import { bandText } from '#app/i18n/band-text'
import { Badge } from '#app/ui/mantine/Badge'
import { Paper } from '#app/ui/mantine/Paper'
import { ColumnsGrid } from '#app/ui/ColumnsGrid'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import type { PairFacts } from '../../texts/numbers'
import type { PairNames, PairTexts, TextLang, TextSection } from '../../texts/types'
import { PairForecastChart } from './PairForecastChart'
import { CompatibilityFigure, ResultHeader } from './PairHeadline'

export interface PairResultViewProps {
  result: PairResult
  /** factsOf(result), computed by the page's loader: the figures' rules (texts/numbers.ts) stay on the server, off the page's JavaScript budget. */
  facts: PairFacts
  /** The stored texts in the page's language. */
  texts: PairTexts
  names: PairNames
  lang: TextLang
  /** The tenant's variant; default the result's own. */
  variant?: Variant
  /** The first forecast day, if the page knows it better than result.startDay (see months.ts). */
  start?: string | Date
}

export function PairResultView({ result, facts: f, texts, names, lang, variant = result.variant, start }: PairResultViewProps) {
  const { t: plain } = useTranslation('p2p')
  // A love result reads a key's `Love` twin where it has one (couples and friends, not colleagues), as the composer does (texts/phrases.ts).
  const t: typeof plain = (key, options) => {
    if (variant !== 'love') return plain(key, options)
    const twin = plain(`${key}Love`, options)
    return twin === `${key}Love`.replace(/^p2p:/, '') ? plain(key, options) : twin
  }
  const name = (side: Side) => (side === 'left' ? names.left : names.right)
  const direction = (from: Side) => t('result.labels.direction', { from: name(from), to: name(from === 'left' ? 'right' : 'left') })
  const outOf100 = (value: number) => t('result.scale.outOf100', { value })
  const bandOf = (b: { p10: number; p90: number }) => bandText(t, b.p10, b.p90)
  const c = f.compatibility

  return (
    <Stack gap="lg" style={{ overflowWrap: 'anywhere' }} data-testid="pair-result" data-variant={variant}>
      <ResultHeader names={names} summary={texts.summary} />

      <Section id="forecast" title={t('result.sections.forecast')}>
        <PairForecastChart result={result} facts={f} names={names} lang={lang} start={start} />
        <Text size="sm">{t('result.meaning.attitude')}</Text>
        <Paragraphs texts={texts} section="forecast" />
      </Section>

      <Section id="expectations" title={t('result.sections.expectations')}>
        <ColumnsGrid>
          {f.directions.map((d) => (
            <Paper key={d.from} withBorder p="md" data-direction={d.from}>
              <Text fw={700}>{direction(d.from)}</Text>
              <Figures>
                <Figure label={t('result.labels.expectation')} value={outOf100(d.expected)} meaning={t('result.meaning.expectation')} data-figure="expectation" />
                <Figure label={t('result.labels.reality')} value={outOf100(d.real.median)} extra={bandOf(d.real)} meaning={t('result.meaning.reality')} data-figure="reality" />
              </Figures>
            </Paper>
          ))}
        </ColumnsGrid>
        <Paragraphs texts={texts} section="expectations" />
      </Section>

      <Section id="compatibility" title={t('result.sections.compatibility')}>
        <CompatibilityFigure compatibility={c} />
        <Paragraphs texts={texts} section="compatibility" />
      </Section>

      <Section id="outlook" title={t('result.sections.outlook')}>
        <Badge variant="light" data-outlook={f.outlook}>
          {t('result.labels.outlook', { outlook: t(`result.outlooks.${f.outlook}`) })}
        </Badge>
        <Figures>
          {f.directions.map((d) => (
            <Figure
              key={d.from}
              label={`${t('result.labels.settled')}: ${direction(d.from)}`}
              value={outOf100(d.settled)}
              meaning={t('result.meaning.settled')}
              data-figure="settled"
            />
          ))}
          <Figure
            label={t('result.labels.convergence')}
            value={f.convergenceDays === null ? '—' : t('result.scale.days', { count: f.convergenceDays })}
            meaning={f.convergenceDays === null ? t('result.meaning.noContact') : t('result.meaning.convergence')}
            data-figure="convergence"
          />
        </Figures>
        <Paragraphs texts={texts} section="outlook" />
      </Section>

      <Section id="recommendations" title={t('result.sections.recommendations')}>
        {f.recommendations.length > 0 && texts.recommendations.length === f.recommendations.length ? (
          <>
            <Text size="sm">{t('result.meaning.weight')}</Text>
            <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {f.recommendations.map((r, i) => (
                <li key={`${r.line}${r.side}`} data-line={r.line} data-side={r.side} style={{ marginBottom: '0.75rem' }}>
                  <Text fw={700}>
                    {name(r.side)}: {t(`result.lines.${r.line}`)} ({r.line})
                  </Text>
                  <Text size="sm">
                    {t('result.labels.weight')}: {t('result.scale.points', { count: r.points })}
                  </Text>
                  <Text>{texts.recommendations[i]}</Text>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <Paragraphs texts={texts} section="recommendations" />
        )}
      </Section>

      <Section id="driver" title={t('result.sections.driver')}>
        {f.driver && (
          <Text fw={700} data-line={f.driver.line} data-side={f.driver.side}>
            {t('result.labels.driverLine', { line: t(`result.lines.${f.driver.line}`), code: f.driver.line })} · {t('result.labels.driverSide', { name: name(f.driver.side) })}
          </Text>
        )}
        <Paragraphs texts={texts} section="driver" />
      </Section>

      <Section id="limits" title={t('result.sections.limits')}>
        {/* A plain list: Mantine's List item wrapper does not shrink below its text's width at 360 px. */}
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {texts.limits.map((text) => (
            <Text component="li" key={text} mb="xs">
              {text}
            </Text>
          ))}
        </ul>
      </Section>
    </Stack>
  )
}

function Section({ id, title, children }: { id: TextSection; title: string; children: ReactNode }) {
  const headingId = `pair-result-${id}`
  return (
    <section aria-labelledby={headingId} data-section={id}>
      <Title order={3} size="h4" mb="sm" id={headingId}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  )
}

function Paragraphs({ texts, section }: { texts: PairTexts; section: TextSection }) {
  return (
    <div data-texts={section}>
      {texts[section].map((p, i) => (
        <Text key={i} mb="xs">
          {p}
        </Text>
      ))}
    </div>
  )
}

function Figures({ children }: { children: ReactNode }) {
  return <dl style={{ margin: 0, display: 'grid', gap: '0.5rem' }}>{children}</dl>
}

function Figure({ label, value, extra, meaning, ...rest }: { label: string; value: string; extra?: string; meaning: string; 'data-figure'?: string }) {
  return (
    <div {...rest}>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <dd style={{ margin: 0 }}>
        <Text span fw={700} fz="lg">
          {value}
        </Text>
        {extra && (
          <Text span size="sm">
            {' · '}
            {extra}
          </Text>
        )}
        <Text size="sm">{meaning}</Text>
      </dd>
    </div>
  )
}
