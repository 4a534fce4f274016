// Reading one answer by neuronName. Every reader returns `undefined` for "unknown": the key is
// absent, null, the NO_ANSWER sentinel, an empty string, an option the vocabulary does not know,
// or a number that does not parse. The scorer then uses the neutral value of that feature, so a
// missing or refused answer neither helps nor hurts (see features.ts).

import { NEURONS, NO_ANSWER, type NeuronName, type ProfileAnswers } from './neurons'

function isUnknown(v: unknown): boolean {
  return v === undefined || v === null || v === NO_ANSWER || (typeof v === 'string' && v.trim() === '')
}

/** The chosen option's value, normalised to the vocabulary's spelling, or undefined. */
export function readOption(answers: ProfileAnswers, name: NeuronName): string | undefined {
  const spec = NEURONS[name]
  if (spec.kind !== 'select') throw new Error(`${name} is not a select neuron`)
  // A single-item array is how some question types send a select: accept it.
  const raw = Array.isArray(answers[name]) ? (answers[name] as string[])[0] : answers[name]
  if (isUnknown(raw)) return undefined
  const value = String(raw).trim().toLowerCase()
  return (spec.options as readonly string[]).includes(value) ? value : undefined
}

/** Position of the chosen option in the vocabulary's list (0 = "least"), or undefined. */
export function readOptionIndex(answers: ProfileAnswers, name: NeuronName): number | undefined {
  const value = readOption(answers, name)
  if (value === undefined) return undefined
  return (NEURONS[name] as { options: readonly string[] }).options.indexOf(value)
}

/** A number clamped to the neuron's range, or undefined. Numeric strings are accepted. */
export function readNumber(answers: ProfileAnswers, name: NeuronName): number | undefined {
  const spec = NEURONS[name]
  if (spec.kind !== 'number') throw new Error(`${name} is not a number neuron`)
  const raw = answers[name]
  if (isUnknown(raw) || Array.isArray(raw)) return undefined
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(',', '.'))
  if (!Number.isFinite(n)) return undefined
  return Math.min(spec.max, Math.max(spec.min, n))
}

/**
 * How many known options a multiselect holds, or undefined. A bare number is taken as the count
 * (a questionnaire may ask "how many" instead of "which"); an empty list is a real answer: zero.
 */
export function readCount(answers: ProfileAnswers, name: NeuronName): number | undefined {
  const spec = NEURONS[name]
  if (spec.kind !== 'multiselect') throw new Error(`${name} is not a multiselect neuron`)
  const raw = answers[name]
  if (isUnknown(raw)) return undefined
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.max(0, Math.min(spec.options.length, raw)) : undefined
  const items = Array.isArray(raw) ? raw : String(raw).split(',')
  if (items.some((i) => i === NO_ANSWER)) return undefined
  const known = new Set(items.map((i) => String(i).trim().toLowerCase()).filter((i) => (spec.options as readonly string[]).includes(i)))
  // Items were given but none is known: we cannot tell the count, so it is unknown, not zero.
  if (items.length > 0 && known.size === 0) return undefined
  return known.size
}

/** Whether the person gave a usable answer to this neuron. */
export function isAnswered(answers: ProfileAnswers, name: NeuronName): boolean {
  const kind = NEURONS[name].kind
  if (kind === 'select') return readOption(answers, name) !== undefined
  if (kind === 'number') return readNumber(answers, name) !== undefined
  return readCount(answers, name) !== undefined
}
