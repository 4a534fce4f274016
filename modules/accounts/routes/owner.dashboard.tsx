// The owner's dashboard: product cards, training steps with counters, recent runs (kept current live,
// DashboardRuns.tsx). Features wait for verification (SPEC §4).
import { originOf } from '#app/http/origin.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Card } from '#app/ui/mantine/Card'
import { Group } from '#app/ui/mantine/Group'
import { ColumnsGrid } from '#app/ui/ColumnsGrid'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { useTranslation } from '#app/i18n/react'
import { SubmitButton } from '#app/ui/SubmitButton'
import { accountView, requireOwner } from '../index.server'
import { resendVerification } from '../server/auth.server'
import { limitedResponse } from '../server/refusals.server'
import { RetryAlert } from '../ui/AuthFormAlert'
import { Notice } from '#app/ui/Notice'
import { landingKeys, productCards, servedPaths } from '#app/products'
import { useVariant } from '#app/tenancy/use-variant'
import { modules } from '#modules/registry'
import { planGrantOf } from '#modules/billing/index.server'
import { listHistory, tutorialCounters } from '#modules/history/index.server'
import { savedTestsOf } from '#modules/flame/index.server'
import { countFilledProfiles } from '#modules/profiles/index.server'
import { SavedTests } from '#modules/flame/ui/SavedTests'
import { RecentRuns, TrainingSteps } from '../ui/DashboardRuns'
import { ConnectionNotice } from '#app/live/ConnectionNotice'

export { passRetryAfter as headers } from '../server/refusals.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const owner = await requireOwner(request, context)
  const variant = context.tenant.variant
  const scope = { tenantId: context.tenant._id, ownerId: owner._id }
  const [history, counters, filled, grant, savedTests] = await Promise.all([
    listHistory(context.services, scope),
    tutorialCounters(context.services, scope),
    countFilledProfiles(context, owner._id),
    planGrantOf(context, owner._id),
    // Personality tests a visitor kept under this address (POST /save/flame).
    savedTestsOf(context, owner.email),
  ])
  return json({
    history,
    counters: { ...counters, profiles: filled },
    savedTests,
    account: accountView(owner),
    resent: new URL(request.url).searchParams.has('resent'),
    texts: landingKeys(variant),
    // Read in the loader only, so the module registry stays out of the page's browser chunk.
    // A product outside the owner's plan names the plan that has it and leads to the plans.
    products: productCards(variant, servedPaths(modules.flatMap((m) => m.routes)), grant),
  })
}

/** Sends the verification link again, a few times per quarter hour at most (then 429, saying when to try again). */
export async function action({ request, context }: ActionFunctionArgs) {
  const owner = await requireOwner(request, context)
  if (owner.verified) return redirect('/owner/dashboard')
  const sent = await resendVerification(context, owner, originOf(request, context))
  if (!sent.ok && sent.retryAfterSeconds !== undefined) return limitedResponse({}, sent.retryAfterSeconds)
  return redirect('/owner/dashboard?resent')
}

export default function Dashboard() {
  const { t } = useTranslation('accounts')
  const { t: tShell } = useTranslation('shell')
  const { account, resent, texts, products, history, counters, savedTests } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const variant = useVariant()
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <Text>{t('dashboard.welcome', { email: account.email })}</Text>
      {account.verified ? null : (
        <Notice tone="warning" testId="verify-banner">
          <Stack gap="xs">
            <Text size="sm">{t('verify.banner')}</Text>
            {resent ? <Text size="sm">{t('verify.resent')}</Text> : null}
            {refused?.retryAfterSeconds ? <RetryAlert retryAfterSeconds={refused.retryAfterSeconds} /> : null}
            <Form method="post">
              <SubmitButton fullWidth={false}>{t('verify.resend')}</SubmitButton>
            </Form>
          </Stack>
        </Notice>
      )}
      <section aria-labelledby="products">
        <Title order={2} id="products" size="h3" mb="sm">
          {t('dashboard.products')}
        </Title>
        <ColumnsGrid columns={3} minWidth="16rem">
          {products.map((p) => (
            // The whole card is the link: a big target on a phone, one tab stop.
            <Card key={p.id} component="a" href={p.href} withBorder data-product={p.id} data-state={p.state} data-in-plan={p.inPlan ?? undefined} className="product-card">
              <Group justify="space-between" gap="xs" align="flex-start">
                <Title order={3} size="h5">
                  {tShell(`${texts}.products.${p.id}.title`)}
                </Title>
                {p.state === 'inDevelopment' ? <Badge variant="light">{tShell('landing.inDevelopment')}</Badge> : null}
                {p.inPlan ? (
                  <Badge variant="light" data-testid="in-plan">
                    {t('planAccess.inPlan', { ns: 'billing', plan: t(`planAccess.plans.${p.inPlan}`, { ns: 'billing' }) })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" mt="xs">
                {account.verified ? tShell(`${texts}.products.${p.id}.text`) : t('errors.verifyAccount', { ns: 'common' })}
              </Text>
              <Text size="sm" fw={600} mt="xs">
                {p.inPlan ? `${t('planAccess.toPlans', { ns: 'billing' })} →` : t(p.state === 'ready' ? 'dashboard.open' : 'dashboard.prepare')}
              </Text>
            </Card>
          ))}
        </ColumnsGrid>
      </section>
      <ConnectionNotice />
      <TrainingSteps initial={counters} love={variant === 'love'} hrefs={Object.fromEntries(products.map((p) => [p.id, p.href]))} />
      <RecentRuns initial={history} love={variant === 'love'} />
      <SavedTests tests={savedTests} email={account.email} />
    </Stack>
  )
}
