// What the engine is given for a pair: each person's scores as the profile stores them (K, P, L,
// grade, starting mood: modules/profiles/jobs/score-profile.server.ts), the interaction, the start
// day and the tenant's variant. Built when the run starts, so the run job never reads the store.
import { inputHash } from '#jobs/input-hash'
import type { Grade, PairInput, PersonInput } from '#engine/index'
import { ENGINE_VERSION } from '#engine/index'
import type { ProfileDoc } from '#modules/profiles/index.server'
import type { InteractionModeName } from '../schemas'

/** The model version stored with every result: the engine's own (engine/version.ts). */
export const PAIR_ENGINE_VERSION = `engine-${ENGINE_VERSION}`

/** A filled profile the engine can read: questionnaire done, scores computed. */
export const isScored = (p: ProfileDoc) =>
  p.questionnaireState === 'ack_a' && p.scoring === 'done' && [p.competencies, p.professionalism, p.maturity].every((v) => typeof v === 'number')

/**
 * One person as the engine reads them. Love profiles add their Big Five `traits`; their relationship
 * `perceptions` describe one relationship, so they go in only when `other` is the profile they are
 * about (the two halves of a couple, `coupleProfileId`); in any other pair the traits alone (ADR 041).
 */
export function personOf(p: ProfileDoc, other?: ProfileDoc): PersonInput {
  const couple = other !== undefined && p.coupleProfileId === other._id
  return {
    id: p._id,
    K: p.competencies ?? 0,
    P: p.professionalism ?? 0,
    L: p.maturity ?? 0,
    mood: p.mood ?? 0,
    ...(p.expertise ? { grade: p.expertise as Grade } : {}),
    ...(p.traits ? { traits: p.traits } : {}),
    ...(couple && p.perceptions ? { perceptions: p.perceptions } : {}),
  }
}

/** Days since 1970-01-01 of `YYYY-MM-DD`: the engine's absolute start day. */
export const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000)

/** SPEC §9: a pair forecast starts on the first of the current month. */
export function firstOfMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`
}

export type PairInputWithoutSeed = Omit<PairInput, 'seed'>

export function pairInput(
  people: { left: ProfileDoc; right: ProfileDoc; manager: ProfileDoc | null },
  interaction: { mode: InteractionModeName; hours: number },
  startDay: string,
  variant: 'work' | 'love'
): PairInputWithoutSeed {
  return {
    left: personOf(people.left, people.right),
    right: personOf(people.right, people.left),
    ...(people.manager ? { manager: personOf(people.manager) } : {}),
    interaction: { mode: interaction.mode, hours: interaction.hours },
    startDay: dayNumber(startDay),
    variant,
  }
}

export function inputsHash(input: PairInputWithoutSeed): string {
  return inputHash(input)
}
