// Invitations on the real embedded store: only a hash is stored, a link expires, is used up when
// the questionnaire is complete, and an expired one can be replaced by a new one mailed to the
// address the owner gave.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openWorld, type TestWorld } from '../profiles.fixture'
import { createProfile, completeProfileQuestionnaire, deleteProfile } from './profiles.service.server'
import { acceptInvitation, findInvitation, hashToken, invitationPath, INVITATION_TTL_MS, issueInvitation, resolveInvitation } from './invitations.server'
import { INVITATION_LIMIT, invitationAllowed, requestNewInvitation, RESEND_INTERVAL_MS, sendInvitation } from './mails.server'

describe('invitations', () => {
  let world: TestWorld
  beforeEach(async () => {
    world = await openWorld()
  })
  afterEach(async () => world.close())

  const opts = { email: 'ann@example.com', ownerName: 'Acme', lng: 'en' as const }
  const outbox = async (to: string) => {
    await world.services.jobs.drain()
    return world.services.store.collection<{ _id: string; to: string; text: string; subject: string }>('outbox').find({ to })
  }

  it('stores only the SHA-256 of the token, never the token', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const token = await issueInvitation(world.ctx, p, opts)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await world.services.store.collection('profile_invitations').find({})
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(stored[0]).toMatchObject({ tokenHash: hashToken(token), profileId: p._id, email: 'ann@example.com' })
    expect(invitationPath(token)).toBe(`/profile-questionnaire?invite=${token}`)
  })

  it('resolves to the profile until it expires, then offers a new link', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const now = new Date('2026-03-01T00:00:00Z')
    const token = await issueInvitation(world.ctx, p, opts, now)
    expect(await resolveInvitation(world.ctx, token, new Date(now.getTime() + INVITATION_TTL_MS - 1))).toMatchObject({ ok: true, profile: { _id: p._id } })
    expect(await resolveInvitation(world.ctx, token, new Date(now.getTime() + INVITATION_TTL_MS))).toEqual({ ok: false, error: 'owner:url_expired', canRequestNew: true })
  })

  it('is not accepted until the person consents on its landing page; an unknown or expired one cannot be accepted', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const now = new Date('2026-03-01T00:00:00Z')
    const token = await issueInvitation(world.ctx, p, opts, now)
    const before = await resolveInvitation(world.ctx, token, now)
    expect(before.ok && before.invitation.acceptedAt).toBeFalsy()
    expect(before.ok && before.invitation.ownerName).toBe('Acme')
    expect(await acceptInvitation(world.ctx, token, now)).toBe(true)
    const after = await resolveInvitation(world.ctx, token, now)
    expect(after.ok && after.invitation.acceptedAt).toEqual(now)
    expect(await acceptInvitation(world.ctx, 'nope', now)).toBe(false)
    expect(await acceptInvitation(world.ctx, token, new Date(now.getTime() + INVITATION_TTL_MS))).toBe(false)
  })

  it('is used up once the questionnaire is complete', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const token = await issueInvitation(world.ctx, p, opts)
    await completeProfileQuestionnaire(world.ctx, p._id, 'q1')
    expect(await resolveInvitation(world.ctx, token)).toEqual({ ok: false, error: 'owner:url_count', canRequestNew: false })
    expect((await findInvitation(world.ctx, token))?.usedAt).toBeInstanceOf(Date)
  })

  it('an unknown token, another tenant’s token or a deleted profile is record_not_found', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const token = await issueInvitation(world.ctx, p, opts)
    const notFound = { ok: false, error: 'owner:record_not_found', canRequestNew: false }
    expect(await resolveInvitation(world.ctx, 'nope')).toEqual(notFound)
    expect(await resolveInvitation(world.ctx, 'x'.repeat(10_000))).toEqual(notFound)
    expect(await resolveInvitation(world.otherCtx, token)).toEqual(notFound)
    await deleteProfile(world.ctx, 'o1', p._id)
    expect(await resolveInvitation(world.ctx, token)).toEqual(notFound)
  })

  it('mails the link with the owner’s name, opening the page in the mail’s language, and keeps the address on the profile', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const token = await sendInvitation(world.ctx, p, opts, 'http://localhost:3000')
    const [mail] = await outbox('ann@example.com')
    expect(mail.subject).toContain('Acme')
    expect(mail.text).toContain(`http://localhost:3000/profile-questionnaire?invite=${token}&lng=en\n`)
    expect((await world.services.store.collection<{ _id: string; email?: string }>('profiles').findOne({ _id: p._id }))?.email).toBe('ann@example.com')
    const russian = await sendInvitation(world.ctx, p, { ...opts, email: 'anna@example.com', lng: 'ru' }, 'http://localhost:3000')
    expect((await outbox('anna@example.com'))[0].text).toContain(`${invitationPath(russian, undefined, 'ru')}\n`)
  })

  it('an expired link can ask for a new one, mailed to the owner’s address, not more than once a minute', async () => {
    const p = await createProfile(world.ctx, 'o1', { firstName: 'Ann' })
    const then = new Date(Date.now() - INVITATION_TTL_MS - 1000)
    const old = await issueInvitation(world.ctx, p, opts, then)
    await requestNewInvitation(world.ctx, old, 'http://localhost:3000')
    await requestNewInvitation(world.ctx, old, 'http://localhost:3000', new Date(Date.now() + RESEND_INTERVAL_MS / 2))
    const mails = await outbox('ann@example.com')
    expect(mails).toHaveLength(1)
    const fresh = mails[0].text.match(/invite=([A-Za-z0-9_-]+)/)![1]
    expect(await resolveInvitation(world.ctx, fresh)).toMatchObject({ ok: true })
    // A valid or unknown link asks for nothing.
    await requestNewInvitation(world.ctx, fresh, 'http://localhost:3000')
    await requestNewInvitation(world.ctx, 'unknown', 'http://localhost:3000')
    expect(await outbox('ann@example.com')).toHaveLength(1)
  })

  it('an owner mails a limited number of invitations an hour, counted per owner and tenant', async () => {
    for (let i = 0; i < INVITATION_LIMIT.max; i += 1) expect(await invitationAllowed(world.ctx, 'o1')).toBe(true)
    expect(await invitationAllowed(world.ctx, 'o1')).toBe(false)
    expect(await invitationAllowed(world.ctx, 'o2')).toBe(true)
    expect(await invitationAllowed(world.otherCtx, 'o1')).toBe(true)
  })
})
