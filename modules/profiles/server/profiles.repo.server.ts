// The profiles repository: every query goes through tenantCollection, so another tenant's profile
// is never found, counted or changed. Owners see their own profiles and those attached by a share link.
import { randomBytes } from 'node:crypto'
import { tenantCollection } from '#app/store/tenant-scope'
import type { DocumentStore, Filter, NewDoc, TenantDoc } from '#app/store/types'
import { isId } from '#app/store/ids'
import type { ListQuery, ProfileFilter } from '../schemas'
import type { Variant } from '#app/tenancy/tenant'
import type { PreciseScore, QuickScore } from '../ratings'
import type { BigFive, RelationshipPerceptions } from '#engine/traits'

export type QuestionnaireState = 'ack_q' | 'ack_a' | 'answered' | 'deleted' | 'delete_keep'
export type ProfileStatus = 'empty' | 'deleted' | 'skipped' | 'approved' | 'completed' | 'estimated' | 'suspicious'

export interface ProfileDoc extends TenantDoc {
  ownerId: string
  firstName: string
  lastName: string
  position?: string
  email?: string
  phone?: string
  birthDate?: string
  age?: number
  gender?: 'male' | 'female'
  avatarName?: string | null
  isDemo: boolean
  isShort: boolean
  hideDetails: boolean
  permalink: string
  sharelink: string
  status: ProfileStatus
  questionnaireState: QuestionnaireState
  questionnaireId?: string
  answers: Record<string, unknown>
  currentStep?: string
  /** K */
  competencies?: number
  /** P */
  professionalism?: number
  /** L */
  maturity?: number
  /** The experience grade: junior … senior+. */
  expertise?: string
  mood?: number
  moodBand?: string
  /** Love and couple questionnaires only: the short Big Five, 0..100 each (engine/scoring/love.ts, ADR 041). */
  traits?: BigFive
  /** Love and couple questionnaires only: how this person sees their relationship, -1..1 each; the engine reads them only in a pair with `coupleProfileId`. */
  perceptions?: RelationshipPerceptions
  /** Which questionnaire the profile fills when it has not completed one: set on the partner a couple link creates ('couple'). */
  questionnaireKey?: 'work' | 'love' | 'couple'
  /** The other half of a couple: set on both profiles when an owner sends the couple questionnaire link from one of them. */
  coupleProfileId?: string
  scoring?: 'pending' | 'done' | 'failed'
  /** Which scorer gave K, P, L: the engine's baseline, or a published neuronet model (ADR 037). */
  scoredBy?: 'baseline' | 'neuronet'
  /** The neuronet model that scored the profile, when scoredBy is 'neuronet'. */
  scoredByModelId?: string
  /** The administrator's final quick score (ratings.ts), which makes the profile 'approved'. */
  finalScore?: QuickScore
  /** The administrator's final precise score (ratings.ts). */
  finalScorePrecise?: PreciseScore
  createdAt: Date
  updatedAt: Date
  completedAt?: Date
  /** Other owners who attached this profile through its share link. */
  attachedOwnerIds?: string[]
  deletedAt?: Date
}

/** The part of a context the repository needs: a loader's context, a job's, or a test's. */
export interface StoreCtx {
  services: { store: DocumentStore }
  /** The variant decides which fields a profile has (schemas.ts `profileFieldNames`); unknown means work. */
  tenant: { _id: string; variant?: Variant }
}

export const profilesOf = (ctx: StoreCtx) => tenantCollection<ProfileDoc>(ctx.services.store, ctx.tenant._id, 'profiles')

/** A random url-safe id (128 bits): a share link must not be guessable. */
export const randomLink = () => randomBytes(16).toString('base64url')

/** Share links and permalinks are what randomLink makes; anything else is looked up as nothing. */
export const isLink = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{10,64}$/.test(value)

export const FILTER_STATES: Record<ProfileFilter, QuestionnaireState[] | null> = {
  all: null,
  empty: ['ack_q', 'answered'],
  approved: ['ack_a'],
}

export type NewProfile = Pick<ProfileDoc, 'ownerId' | 'firstName' | 'lastName'> & Partial<Pick<ProfileDoc, 'position' | 'email' | 'phone' | 'isDemo' | 'isShort' | 'hideDetails'>>

export async function insertProfile(ctx: StoreCtx, input: NewProfile, now = new Date()): Promise<ProfileDoc> {
  const doc: NewDoc<ProfileDoc> = {
    ownerId: input.ownerId,
    firstName: input.firstName,
    lastName: input.lastName ?? '',
    ...(input.position ? { position: input.position } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    avatarName: null,
    isDemo: input.isDemo ?? false,
    isShort: input.isShort ?? false,
    hideDetails: input.hideDetails ?? false,
    permalink: randomLink(),
    sharelink: randomLink(),
    status: 'empty',
    questionnaireState: 'ack_q',
    answers: {},
    attachedOwnerIds: [],
    createdAt: now,
    updatedAt: now,
  }
  return profilesOf(ctx).insertOne(doc)
}

/** Any profile of the tenant by id (deleted ones too: callers decide). */
export function findProfile(ctx: StoreCtx, id: unknown): Promise<ProfileDoc | null> {
  return isId(id) ? profilesOf(ctx).findOne({ _id: id }) : Promise.resolve(null)
}

export function findBySharelink(ctx: StoreCtx, link: unknown): Promise<ProfileDoc | null> {
  return isLink(link) ? profilesOf(ctx).findOne({ sharelink: link }) : Promise.resolve(null)
}

/** Any profile of the tenant by permalink (deleted ones too: callers decide). */
export function findByPermalink(ctx: StoreCtx, permalink: unknown): Promise<ProfileDoc | null> {
  return isLink(permalink) ? profilesOf(ctx).findOne({ permalink }) : Promise.resolve(null)
}

/** What an owner's list holds: their own profiles and attached ones, never deleted ones. */
export function visibleTo(ownerId: string): Filter {
  return { $or: [{ ownerId }, { attachedOwnerIds: ownerId }], status: { $ne: 'deleted' } }
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\\/-]/g, '\\$&')

function searchFilter(search: string): Filter | null {
  if (!search) return null
  const pattern = new RegExp(escapeRegExp(search), 'i')
  return { $or: [{ firstName: { $regex: pattern } }, { lastName: { $regex: pattern } }] }
}

function filterFor(ownerId: string, state: ProfileFilter, search: string): Filter {
  const parts: Filter[] = [visibleTo(ownerId)]
  const states = FILTER_STATES[state]
  if (states) parts.push({ questionnaireState: { $in: states } })
  const byName = searchFilter(search)
  if (byName) parts.push(byName)
  return { $and: parts }
}

export interface ProfilePage {
  items: ProfileDoc[]
  /** Profiles matching the filter and search (what the pages count through). */
  total: number
  /** Everything in the owner's list. */
  profilesCount: number
  /** Per filter, with the search applied. */
  counts: Record<ProfileFilter, number>
}

export async function listProfiles(ctx: StoreCtx, ownerId: string, query: ListQuery): Promise<ProfilePage> {
  const profiles = profilesOf(ctx)
  const direction = query.order === 'asc' ? 1 : -1
  const [items, profilesCount, all, empty, approved] = await Promise.all([
    profiles.find(filterFor(ownerId, query.state, query.search), {
      // _id as a tie-break: two profiles made in the same millisecond keep a stable order across pages.
      sort: { [query.sort]: direction, _id: direction },
      skip: query.offset,
      limit: query.limit,
    }),
    profiles.count(visibleTo(ownerId)),
    profiles.count(filterFor(ownerId, 'all', query.search)),
    profiles.count(filterFor(ownerId, 'empty', query.search)),
    profiles.count(filterFor(ownerId, 'approved', query.search)),
  ])
  const counts = { all, empty, approved }
  return { items, total: counts[query.state], profilesCount, counts }
}
