// Formula questions (SPEC §3 type `formula`): answers computed from earlier answers by a named pure
// function, never by evaluating text from a definition. A formula on a partner question
// (`age_partner`) reads the partner's inputs (`birth_year_partner`, …): the suffix carries over.
import type { Answers } from './definition'
import { ageFrom, birthDateToIso } from './birth-date'
import { PARTNER_SUFFIX } from './partner-suffix'

export const FORMULA_NAMES = ['age_from_birth_date'] as const
export type FormulaName = (typeof FORMULA_NAMES)[number]

interface Formula {
  /** Input neuronNames without suffix, in the order `compute` reads them. */
  inputs: readonly string[]
  compute: (values: unknown[], today: Date) => number | null
}

const FORMULAS: Record<FormulaName, Formula> = {
  // Age in full years from the birth date asked as three dropdowns (day, month, year).
  age_from_birth_date: {
    inputs: ['birth_year', 'birth_month', 'birth_day'],
    compute([year, month, day], today) {
      const iso = birthDateToIso(year, month, day)
      return iso === null ? null : ageFrom(iso, today)
    },
  },
}

function suffixOf(neuronName: string): string {
  return neuronName.endsWith(PARTNER_SUFFIX) ? PARTNER_SUFFIX : ''
}

/** The answers a formula question reads, e.g. `age_partner` → birth_year_partner, birth_month_partner, birth_day_partner. */
export function formulaInputs(formula: FormulaName, neuronName: string): string[] {
  const suffix = suffixOf(neuronName)
  return FORMULAS[formula].inputs.map((input) => `${input}${suffix}`)
}

/** The formula's answer, or null when an input is missing or the inputs make no sense (31 February). */
export function computeFormula(formula: FormulaName, neuronName: string, answers: Answers, today: Date): number | null {
  const values = formulaInputs(formula, neuronName).map((input) => answers[input])
  if (values.some((v) => v === undefined || v === null || Array.isArray(v))) return null
  return FORMULAS[formula].compute(values, today)
}

/** The birth date the three inputs of `age_from_birth_date` give, as ISO midnight UTC (for the profile's birthDate). */
export function birthDateFromAnswers(answers: Answers, suffix: '' | typeof PARTNER_SUFFIX = ''): string | null {
  return birthDateToIso(answers[`birth_year${suffix}`], answers[`birth_month${suffix}`], answers[`birth_day${suffix}`])
}
