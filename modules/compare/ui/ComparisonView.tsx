// A stored comparison, rendered on the server and complete without JavaScript: the teams with how
// many indicators each leads, then one block per SPEC §3 comparison indicator with its scale, a line
// of meaning and each team's value side by side (10-90 % band where the engine gives one). The
// leader is named in words (a 'Leader' badge), never by colour alone; categorical rows say why they
// have none. At 360 px the teams of a block stack (one column), so nothing scrolls sideways.
import { Link } from '@remix-run/react'
import type { CompareRow } from '#engine/index'
import { useTranslation } from '#app/i18n/react'
import { formatNumber } from '#app/i18n/format-number'
import { Badge } from '#app/ui/mantine/Badge'
import { Paper } from '#app/ui/mantine/Paper'
import { ColumnsGrid } from '#app/ui/ColumnsGrid'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'

/**
 * Rows the engine ranks by nothing, and why, where a reader could expect a leader: another type or
 * profile, or more people, is not better in itself. The lead and manager rows hold names, which
 * nobody expects ranked, so they say nothing (the note read there as "the team has no leader").
 */
const NOT_RANKED_NOTE: Record<string, 'notRankedType' | 'notRankedSize'> = { teamType: 'notRankedType', teamProfile: 'notRankedType', actorsCount: 'notRankedSize' }
const PERCENT_ROWS = new Set(['launch', 'growth', 'support'])
const SIGNED_ROWS = new Set(['unionEffect', 'atmosphere'])

export interface ComparedTeam {
  id: string
  title: string
  exists: boolean
}

export function ComparisonView({ teams, rows, wins, seed }: { teams: ComparedTeam[]; rows: CompareRow[]; wins: number[]; seed: number }) {
  const { t, i18n } = useTranslation('compare')
  const lng = i18n.language
  const number = (v: number, signed = false) => formatNumber(v, lng, { maximumFractionDigits: 1, signed })

  function valueText(row: CompareRow, v: number | string | null): string {
    if (v === null) return t('result.noValue')
    if (typeof v === 'string') {
      if (row.indicator === 'teamType' || row.indicator === 'teamProfile') return t(`values.${row.indicator}.${v}`)
      return v
    }
    if (row.indicator === 'actorsCount') return t('values.people', { count: v })
    if (row.indicator === 'monthsOfCooperation') return t('values.months', { count: v, value: number(v) })
    if (PERCENT_ROWS.has(row.indicator)) return t('values.percent', { value: number(v) })
    if (row.indicator === 'unionEffect') return t('values.percent', { value: number(v, true) })
    return number(v, SIGNED_ROWS.has(row.indicator))
  }

  return (
    <Stack gap="lg" style={{ overflowWrap: 'anywhere' }} data-testid="comparison">
      <section aria-labelledby="compared-teams">
        <Title order={2} size="h3" id="compared-teams" mb="sm">
          {t('result.teams')}
        </Title>
        <ColumnsGrid columns={teams.length} minWidth="14rem">
          {teams.map((team, i) => (
            <Paper key={team.id} withBorder p="md" data-testid="compared-team">
              <Text fw={700}>{team.title}</Text>
              <Text size="sm" data-testid="team-wins">
                {t('result.wins', { count: wins[i] ?? 0 })}
              </Text>
              {team.exists ? (
                <Link to={`/owner/team/${team.id}`} aria-label={`${t('result.openTeam')}: ${team.title}`}>
                  {t('result.openTeam')}
                </Link>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('result.teamGone')}
                </Text>
              )}
            </Paper>
          ))}
        </ColumnsGrid>
        <Text size="sm" mt="sm">
          {t('result.sameSeed', { seed })}
        </Text>
        {/* ADR 033: a team's own run draws its own seed, so its medians here differ a little from its result page. */}
        <Text size="sm" data-testid="own-seed">
          {t('result.ownSeed')}
        </Text>
      </section>

      {rows.map((row) => {
        const id = `indicator-${row.indicator}`
        const tie = row.leaders.length > 1
        return (
          <Paper key={row.indicator} component="section" aria-labelledby={id} withBorder p="md" data-indicator={row.indicator}>
            <Title order={3} size="h4" id={id}>
              {t(`indicators.${row.indicator}.label`)}
            </Title>
            <Text size="sm">{t('result.scale', { scale: t(`indicators.${row.indicator}.scale`) })}</Text>
            <Text size="sm" mb="sm">
              {t(`indicators.${row.indicator}.meaning`)}
            </Text>
            <ColumnsGrid columns={teams.length} minWidth="14rem">
              {teams.map((team, i) => {
                const leads = row.leaders.includes(i)
                const band = row.bands?.[i]
                const showBand = band && typeof row.values[i] === 'number' && band.p90 - band.p10 > 0.05
                return (
                  <div
                    key={team.id}
                    data-team={i}
                    data-leader={leads || undefined}
                    style={{ padding: 8, borderRadius: 4, border: leads ? '2px solid var(--mantine-primary-color-filled)' : '1px solid var(--mantine-color-gray-3)' }}
                  >
                    <Text size="sm">{team.title}</Text>
                    <Text fw={700} size="lg" data-testid="value">
                      {valueText(row, row.values[i])}
                    </Text>
                    {showBand ? (
                      <Text size="sm" data-testid="band">
                        {t('result.band', { p10: number(band.p10, SIGNED_ROWS.has(row.indicator)), p90: number(band.p90, SIGNED_ROWS.has(row.indicator)) })}
                      </Text>
                    ) : null}
                    {leads ? (
                      // A div, not a p: the badge is a div, and a p holding one would not survive parsing (a hydration mismatch).
                      <Text component="div" size="sm" mt={4}>
                        <Badge variant="light" data-testid="leader">
                          {t('result.leader')}
                        </Badge>{' '}
                        {tie ? t('result.tie') : t('result.leaderOf')}
                      </Text>
                    ) : null}
                  </div>
                )
              })}
            </ColumnsGrid>
            {NOT_RANKED_NOTE[row.indicator] ? (
              <Text size="sm" mt="xs" data-testid="not-ranked">
                {t(`result.${NOT_RANKED_NOTE[row.indicator]}`)}
              </Text>
            ) : null}
          </Paper>
        )
      })}
    </Stack>
  )
}
