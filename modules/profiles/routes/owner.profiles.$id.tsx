// One profile: its fields (or 'data hidden' for another owner's hidden profile), the questionnaire
// state, the scores once calculated (the page waits while the job runs), and the owner's actions:
// share link, hide details, invitation, edit, delete with confirmation; detach for an attached one.
// On a love tenant, also the couple questionnaire link for the person's partner (ADR 041).
import { originOf } from '#app/http/origin.server'
import { useEffect } from 'react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { Badge } from '#app/ui/mantine/Badge'
import { Group } from '#app/ui/mantine/Group'
import { Paper } from '#app/ui/mantine/Paper'
import { Stack } from '#app/ui/mantine/Stack'
import { Text } from '#app/ui/mantine/Text'
import { Title } from '#app/ui/mantine/Title'
import { FormAlert, getFormProps, useForm } from '#app/ui/form'
import { lazySchema } from '#app/ui/form-validation'
import { constraintOf, parseSubmission } from '#app/validation/submission'
import { SubmitButton } from '#app/ui/SubmitButton'
import { Notice } from '#app/ui/Notice'
import { useTranslation } from '#app/i18n/react'
import { ProfileNotFoundBoundary } from '../ui/ProfileNotFoundBoundary'
import { VALIDATION } from '#app/validation/messages'
import { deleteProfile, detachProfile, isOwn, updateProfile } from '../server/profiles.service.server'
import { invitationAllowed, sendInvitation } from '../server/mails.server'
import { coupleOf, sendCoupleLink } from '../server/couple.server'
import { ownerName, requireOwnedProfile, requireVerifiedOwner, requireVerifiedOwnerPage } from '../server/pages.server'
import { profileView } from '../server/view'
import { planGrantOf } from '#modules/billing/index.server'
import { fullName } from '../ui/format'
import { ProfileScores } from '../ui/ProfileScores'
import { ProfileDetails } from '../ui/ProfileDetails'

// Only the love brand's profiles show the couple link, yet it is part of the page (under 1 KiB gzipped)
// rather than a lazy part: a server-rendered part whose code came later was thrown away and drawn
// again whenever the page updated first (React error 421), with what the owner had typed in it.
import { CoupleLink } from '../ui/CoupleLink'
import { ShareLink } from '../ui/ShareLink'
import { NativeTextField } from '#app/ui/fields/NativeTextField'

/** How often a page waiting for scores asks again (with JavaScript; without, a meta refresh). */
const SCORING_POLL_MS = 2000

// The schema by import(): zod stays out of the page's first load (app/validation/submission.ts).
const invitationSchema = () => import('../schemas').then((m) => m.invitationSchema)
const validateInvitation = lazySchema(invitationSchema)
const coupleLinkSchema = () => import('../schemas').then((m) => m.coupleLinkSchema)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const owner = await requireVerifiedOwnerPage(request, context)
  const profile = await requireOwnedProfile(context, owner, params.id)
  const url = new URL(request.url)
  const flag = (['created', 'saved', 'attached', 'invited'] as const).find((f) => url.searchParams.has(f)) ?? null
  const partner = isOwn(profile, owner._id) && context.tenant.variant === 'love' ? await coupleOf(context, profile) : null
  return json({
    profile: profileView(profile, owner._id, await planGrantOf(context, owner._id)),
    shareUrl: isOwn(profile, owner._id) ? `${originOf(request, context)}/owner/link/${profile.sharelink}` : null,
    confirmDelete: url.searchParams.has('delete'),
    flag,
    inviteConstraint: await constraintOf(invitationSchema),
    // The couple link is the love brand's (a partner's own profile does not send one on).
    couple:
      context.tenant.variant === 'love' && isOwn(profile, owner._id) && profile.questionnaireKey !== 'couple'
        ? {
            partner: partner ? { id: partner._id, firstName: partner.firstName, questionnaireState: partner.questionnaireState } : null,
            constraint: await constraintOf(coupleLinkSchema),
          }
        : null,
  })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const owner = await requireVerifiedOwner(request, context)
  const profile = await requireOwnedProfile(context, owner, params.id)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const own = isOwn(profile, owner._id)
  if (intent === 'detach' && !own) {
    await detachProfile(context, owner._id, profile)
    return redirect('/owner/profiles')
  }
  if (!own) return json({ intent, result: null }, { status: 403 })
  if (intent === 'hide') {
    await updateProfile(context, owner._id, profile._id, { hideDetails: formData.get('value') === 'on' })
    return redirect(`/owner/profiles/${profile._id}`)
  }
  if (intent === 'delete') {
    await deleteProfile(context, owner._id, profile._id)
    return redirect('/owner/profiles')
  }
  if (intent === 'invite') {
    const submission = await parseSubmission(formData, invitationSchema)
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 })
    const email = submission.value.email ?? profile.email
    if (!email) return json({ intent, result: submission.reply({ fieldErrors: { email: [VALIDATION.required] } }) }, { status: 400 })
    if (!profile.firstName) return json({ intent, result: submission.reply({ formErrors: [VALIDATION.nameBeforeInvitation] }) }, { status: 400 })
    if (!(await invitationAllowed(context, owner._id))) return json({ intent, result: submission.reply({ formErrors: ['tooManyAttempts'] }) }, { status: 429 })
    await sendInvitation(context, profile, { email, ownerName: ownerName(owner, context.tenant.variant), lng: context.lng }, originOf(request, context))
    return redirect(`/owner/profiles/${profile._id}?invited`)
  }
  if (intent === 'couple') {
    const submission = await parseSubmission(formData, coupleLinkSchema)
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 })
    if (submission.value.email && !(await invitationAllowed(context, owner._id))) {
      return json({ intent, result: submission.reply({ formErrors: ['tooManyAttempts'] }) }, { status: 429 })
    }
    const sent = await sendCoupleLink(context, profile, { ...submission.value, ownerName: ownerName(owner, context.tenant.variant), lng: context.lng }, originOf(request, context))
    if (!sent.ok) return json({ intent, result: submission.reply({ formErrors: [sent.error === 'coupleNotLove' ? 'coupleQuestionnaireFailed' : sent.error] }) }, { status: 400 })
    // The link carries a token that exists only now: the answer shows it rather than redirecting (a reload asks again, and a second send issues a fresh link to the same partner).
    return json({ intent, result: submission.reply({ resetForm: true }), coupleUrl: sent.url, mailed: sent.mailed ? (submission.value.email ?? null) : null })
  }
  return json({ intent, result: null }, { status: 400 })
}

export default function ProfilePage() {
  const { t } = useTranslation('profiles')
  const { profile: p, shareUrl, confirmDelete, flag, inviteConstraint, couple } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [inviteForm, invite] = useForm(actionData?.intent === 'invite' ? actionData.result : undefined, {
    id: 'invite',
    constraint: inviteConstraint,
    validate: validateInvitation,
  })
  const pending = p.scoring === 'pending'
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!pending) return
    const timer = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), SCORING_POLL_MS)
    return () => clearInterval(timer)
  }, [pending, revalidator])

  return (
    <Stack gap="lg" maw={720}>
      <Link to="/owner/profiles">{t('profile.back')}</Link>
      <Group gap="sm">
        <Title order={1} data-testid="profile-name">
          {fullName(p)}
        </Title>
        <Badge variant="light" data-testid="questionnaire-state">
          {t(`badges.${p.questionnaireState}`)}
        </Badge>
      </Group>
      {flag ? <Notice testId="profile-notice">{t(`profile.${flag}`, { email: 'email' in p ? p.email : '' })}</Notice> : null}
      {p.own ? null : <Text size="sm">{t('profile.attachedFrom')}</Text>}

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('profile.details')}
        </Title>
        <ProfileDetails p={p} />
      </Paper>

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('profile.questionnaire')}
        </Title>
        <Text>{t(`states.${p.questionnaireState}`)}</Text>
        {p.own && p.questionnaireState !== 'ack_a' ? (
          <Link to={`/owner/profiles/${p.id}/questionnaire`} data-testid="fill-questionnaire">
            {t('profile.fillQuestionnaire')}
          </Link>
        ) : null}
      </Paper>

      {p.hidden ? null : (
        <Paper withBorder p="lg" data-testid="profile-scores" data-scoring={p.scoring ?? 'none'}>
          <Title order={2} size="h4" mb="sm">
            {t('profile.scores')}
          </Title>
          {pending ? (
            <Stack gap="xs">
              <noscript>
                <meta httpEquiv="refresh" content="3" />
              </noscript>
              <Text role="status">{t('profile.scoringPending')}</Text>
              <Link to={`/owner/profiles/${p.id}`} reloadDocument>
                {t('profile.refresh')}
              </Link>
            </Stack>
          ) : p.scoring === 'failed' ? (
            <Text>{t('profile.scoringFailed')}</Text>
          ) : p.scoring === 'done' && 'competencies' in p ? (
            <ProfileScores scores={p} />
          ) : (
            <Text c="dimmed">{t('profile.noScores')}</Text>
          )}
        </Paper>
      )}

      {p.own && shareUrl ? (
        <>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t('profile.share')}
            </Title>
            <Text size="sm" mb="xs">
              {t('profile.shareLead')}
            </Text>
            <ShareLink url={shareUrl} />
            <Text size="sm" mt="sm">
              {t(p.hideDetails ? 'profile.hideDetailsOn' : 'profile.hideDetailsOff')}
            </Text>
            <Form method="post">
              <input type="hidden" name="intent" value="hide" />
              <input type="hidden" name="value" value={p.hideDetails ? 'off' : 'on'} />
              <SubmitButton fullWidth={false}>{t(p.hideDetails ? 'profile.show' : 'profile.hide')}</SubmitButton>
            </Form>
          </Paper>

          {p.questionnaireState !== 'ack_a' ? (
            <Paper withBorder p="lg">
              <Title order={2} size="h4" mb="sm">
                {t('profile.inviteTitle')}
              </Title>
              <Form method="post" {...getFormProps(inviteForm)}>
                <Stack gap="sm">
                  <Text size="sm">{t('profile.inviteLead')}</Text>
                  <FormAlert errors={inviteForm.errors} />
                  <input type="hidden" name="intent" value="invite" />
                  <NativeTextField meta={invite.email} label={t('fields.email')} value={('email' in p && p.email) || ''} type="email" autoComplete="off" />
                  <SubmitButton fullWidth={false}>{t('profile.inviteSubmit')}</SubmitButton>
                </Stack>
              </Form>
            </Paper>
          ) : null}

          {couple ? (
            <CoupleLink
              partner={couple.partner}
              constraint={couple.constraint}
              result={actionData?.intent === 'couple' ? actionData.result : undefined}
              url={actionData && 'coupleUrl' in actionData ? (actionData.coupleUrl as string) : null}
              mailed={actionData && 'mailed' in actionData ? (actionData.mailed as string | null) : null}
            />
          ) : null}

          <Group>
            <Link to={`/owner/profiles/${p.id}/edit`} data-testid="edit-profile">
              {t('profile.edit')}
            </Link>
            {confirmDelete ? null : (
              <Link to={`/owner/profiles/${p.id}?delete`} data-testid="delete-profile">
                {t('profile.delete')}
              </Link>
            )}
          </Group>
          {confirmDelete ? (
            <Notice tone="warning" testId="delete-confirm">
              <Form method="post">
                <Stack gap="xs">
                  <Text size="sm">{t('profile.deleteConfirm')}</Text>
                  <input type="hidden" name="intent" value="delete" />
                  <Group>
                    <SubmitButton fullWidth={false}>{t('profile.deleteYes')}</SubmitButton>
                    <Link to={`/owner/profiles/${p.id}`}>{t('profile.cancel')}</Link>
                  </Group>
                </Stack>
              </Form>
            </Notice>
          ) : null}
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="detach" />
          <SubmitButton fullWidth={false}>{t('profile.detach')}</SubmitButton>
        </Form>
      )}
    </Stack>
  )
}

export function ErrorBoundary() {
  return <ProfileNotFoundBoundary />
}
