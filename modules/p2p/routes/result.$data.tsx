// /result/{data}: a love result its owner shared (SPEC §2 'love-shared-result', ADR 042), for anyone,
// signed-out. It shows the two names and the snapshot taken when the link was made: the full report
// while the owner may see it, else only its headline (ADR 039). Nothing else: no ids, no profile or
// owner links, no site navigation into an area, no session and no token are given. A link not signed
// for this tenant is 'not found' (404); a withdrawn one says so (410). The page does not hydrate.
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { Anchor } from '#app/ui/mantine/Anchor'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { GeneralErrorBoundary } from '#app/ui/GeneralErrorBoundary'
import { PublicFrame } from '#app/ui/PublicFrame'
import { STATIC_PAGE } from '#app/ui/handle'
import { useStaticViews } from '#app/ui/static-views'
import { useTranslation } from '#app/i18n/react'
import { openShare } from '../server/share.server'
import { SHARE_DATA_MAX } from '../server/share-link.server'
import type { TextLang } from '../texts/index'
import { factsOf } from '../texts/numbers'

export const handle = STATIC_PAGE

/**
 * The link is the key: no shared cache keeps the page, no outgoing link carries the address away in a
 * Referer, and no search engine lists it.
 */
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' }

export const headers: HeadersFunction = () => PRIVATE
export const meta: MetaFunction = ({ matches }) => [...(matches.find((m) => m.id === 'root')?.meta ?? []), { name: 'robots', content: 'noindex' }]

export async function loader({ params, context }: LoaderFunctionArgs) {
  // Anything longer than a link we make is refused before any work.
  const data = (params.data ?? '').length <= SHARE_DATA_MAX ? params.data : undefined
  const opened = await openShare(context, data)
  if (opened.status === 'unknown') throw json({ error: 'shareNotFound' }, { status: 404, headers: PRIVATE })
  if (opened.status === 'withdrawn') throw json({ error: 'shareWithdrawn' }, { status: 410, headers: PRIVATE })
  const lng: TextLang = context.lng === 'en' ? 'en' : 'ru'
  const { names, startDay, headline, report } = opened
  return json(
    {
      lng,
      names,
      startDay,
      headline: { compatibility: headline.compatibility, summary: headline.summary[lng] },
      report: report ? { pair: report.pair, facts: factsOf(report.pair), texts: report.texts[lng] } : null,
    },
    { headers: PRIVATE }
  )
}

export default function SharedResult() {
  const { PairResultView, CompatibilityFigure, ResultHeader } = useStaticViews()
  const { t } = useTranslation('p2p')
  const { lng, names, startDay, headline, report } = useLoaderData<typeof loader>()
  return (
    <PublicFrame nav={false}>
      <Stack gap="lg" maw={720} data-testid="shared-result">
        <Title order={1}>{t('shared.title')}</Title>
        <Text>{t('shared.lead', { left: names.left, right: names.right })}</Text>
        {report ? (
          <PairResultView result={report.pair} facts={report.facts} texts={report.texts} names={names} lang={lng} start={startDay} />
        ) : (
          <Stack gap="lg" style={{ overflowWrap: 'anywhere' }} data-testid="pair-result" data-locked="true">
            <ResultHeader names={names} summary={headline.summary} />
            <section aria-labelledby="shared-compatibility">
              <Title order={2} size="h4" mb="sm" id="shared-compatibility">
                {t('result.sections.compatibility')}
              </Title>
              <CompatibilityFigure compatibility={headline.compatibility} />
            </section>
            <Paper withBorder p="md">
              <Text size="sm">{t('shared.headlineOnly')}</Text>
            </Paper>
          </Stack>
        )}
      </Stack>
    </PublicFrame>
  )
}

/** 404 and 410 in the link's words, with a way to the home page only; anything else is the general error. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('p2p')
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status !== 404 && status !== 410) {
    return (
      <PublicFrame nav={false}>
        <GeneralErrorBoundary />
      </PublicFrame>
    )
  }
  const key = status === 410 ? 'withdrawn' : 'notFound'
  return (
    <PublicFrame nav={false}>
      <Stack gap="sm" py="xl" data-status={status} data-testid="shared-result-gone">
        <Title order={1}>{t(`shared.${key}Title`)}</Title>
        <Text>{t(`shared.${key}`)}</Text>
        <Anchor href="/">{t('shared.home')}</Anchor>
      </Stack>
    </PublicFrame>
  )
}
