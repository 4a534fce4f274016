// One profile on the phone, /owner-mobile/profiles/{id} and /love-mobile/profiles/{id} (SPEC §2,
// ADR 043): its details (or 'data hidden' for another owner's hidden profile, profileView decides),
// the questionnaire's state and the scores with their scales. Read-only and not hydrated; editing,
// sharing and invitations are the desktop page's. An unknown, another owner's or tenant's id: 404
// «Анкета не найдена», with the way back to this area's list.
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useParams } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { STATIC_PAGE } from '#app/ui/handle'
import { useStaticViews } from '#app/ui/static-views'
import { useTranslation } from '#app/i18n/react'
import { areaVariant, mobileAreaParam, requireAccount } from '#modules/accounts/index.server'
import { planGrantOf } from '#modules/billing/index.server'
import { requireOwnedProfile } from '../server/pages.server'
import { profileView } from '../server/view'
import { fullName } from '../ui/format'
import { ProfileNotFoundBoundary } from '../ui/ProfileNotFoundBoundary'

export const handle = STATIC_PAGE

/** A page waiting for its scores reloads itself (the page never hydrates). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(matches.find((m) => m.id === 'root')?.meta ?? []),
  ...(data?.profile.scoring === 'pending' ? [{ httpEquiv: 'refresh', content: '3' }] : []),
]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const area = mobileAreaParam(params.area)
  const owner = await requireAccount(request, context, area)
  const profile = await requireOwnedProfile(context, owner, params.id)
  // love-mobile is the love product on any host (ADR 051): its scores speak as the love brand.
  return json({ area, variant: areaVariant(area, context.tenant.variant), profile: profileView(profile, owner._id, await planGrantOf(context, owner._id)) })
}

export default function MobileProfile() {
  const { ProfileDetails, ProfileScores } = useStaticViews()
  const { t } = useTranslation('profiles')
  const { area, variant, profile: p } = useLoaderData<typeof loader>()
  return (
    <Stack gap="md">
      <Link to={`/${area}/profiles`}>{t('profile.back')}</Link>
      <Title order={1} data-testid="profile-name">
        {fullName(p)}
      </Title>
      <Badge variant="light" data-testid="questionnaire-state">
        {t(`badges.${p.questionnaireState}`)}
      </Badge>
      {p.own ? null : <Text size="sm">{t('profile.attachedFrom')}</Text>}
      <section aria-labelledby="profile-details-title">
        <Title order={2} size="h4" mb="xs" id="profile-details-title">
          {t('profile.details')}
        </Title>
        <ProfileDetails p={p} />
      </section>
      <section aria-labelledby="profile-questionnaire-title">
        <Title order={2} size="h4" mb="xs" id="profile-questionnaire-title">
          {t('profile.questionnaire')}
        </Title>
        <Text>{t(`states.${p.questionnaireState}`)}</Text>
      </section>
      {p.hidden ? null : (
        <section aria-labelledby="profile-scores-title" data-testid="profile-scores" data-scoring={p.scoring ?? 'none'}>
          <Title order={2} size="h4" mb="xs" id="profile-scores-title">
            {t('profile.scores')}
          </Title>
          {p.scoring === 'pending' ? (
            <Text role="status">{t('profile.scoringPending')}</Text>
          ) : p.scoring === 'failed' ? (
            <Text>{t('profile.scoringFailed')}</Text>
          ) : p.scoring === 'done' && 'competencies' in p ? (
            <ProfileScores scores={p} variant={variant} />
          ) : (
            <Text c="dimmed">{t('profile.noScores')}</Text>
          )}
        </section>
      )}
      {p.questionnaireState === 'ack_a' ? <Link to={`/${area}/p2p`}>{t('mobile.toPairs', { ns: 'accounts' })}</Link> : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  // Only a known phone area's loader answers profileNotFound (mobileAreaParam refuses any other first), so `area` is one.
  return <ProfileNotFoundBoundary list={`/${useParams().area}/profiles`} />
}
