// Questionnaire steps, when JavaScript runs: dependent questions appear and disappear as answers
// change, without a round trip, and a formula (age from the birth date) shows its value at once.
// The pages do not hydrate (ADR 007): this file is bundled alone, by scripts/build-page-scripts.ts,
// into public/questionnaire.js (a few KiB). The rules are not copied here: they are imported from
// visibility.ts and formulas.ts, the very functions the server applies again on every POST.
import type { AnswerValue, Answers, DependsOn } from '../definition'
import { computeFormula, FORMULA_NAMES, type FormulaName } from '../formulas'
import { NO_ANSWER } from '#engine/scoring/no-answer'
import { conditionsHold, readNumber } from '../visibility'

function enhance(form: HTMLFormElement) {
  let prior: Answers = {}
  try {
    prior = JSON.parse(form.getAttribute('data-answers') || '{}') || {}
  } catch {
    prior = {}
  }
  const questions = Array.from(form.querySelectorAll<HTMLElement>('[data-q]'))
  // The no-JS way of showing new questions is not needed here (a style: the button's class sets its display).
  const refresh = form.querySelector<HTMLElement>('.filling-refresh')
  if (refresh) refresh.style.display = 'none'
  // Questions appear here as answers change, so every visible question has been seen: the server
  // may call any of them missing (SHOWN_FIELD in modules/questionnaires/filling.ts).
  form.querySelector('input[name=shown]')?.remove()

  const controls = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))

  /** What the question's controls say now, as the server would store it (undefined: no answer). */
  function readAnswer(el: HTMLElement): AnswerValue | undefined {
    const type = el.getAttribute('data-type')
    const inputs = controls(el)
    const checked = (i: HTMLInputElement | HTMLSelectElement) => i instanceof HTMLInputElement && i.checked
    if (inputs.some((i) => i.value === NO_ANSWER && (checked(i) || i.tagName === 'SELECT'))) return NO_ANSWER
    if (type === 'multiselect') return inputs.filter(checked).map((i) => i.value)
    if (type === 'select' || type === 'range') {
      const chosen = inputs.find(checked)
      if (!chosen) return undefined
      return type === 'range' ? readNumber(chosen.getAttribute('data-bound') ?? '') : chosen.value
    }
    const input = inputs.find((i) => i.type !== 'checkbox')
    return input && input.value.trim() !== '' ? input.value.trim() : undefined
  }

  function update() {
    const names = new Set(questions.map((el) => el.getAttribute('data-q')))
    // Earlier steps' answers from the server; this step's come from its controls.
    const answers: Answers = {}
    for (const [name, value] of Object.entries(prior)) if (!names.has(name)) answers[name] = value
    for (const el of questions) {
      const name = el.getAttribute('data-q') ?? ''
      let show = true
      const depends = el.getAttribute('data-depends')
      if (depends) {
        try {
          show = conditionsHold({ dependsOn: JSON.parse(depends) as DependsOn }, answers)
        } catch {
          show = true
        }
      }
      el.hidden = !show
      for (const control of controls(el)) control.disabled = !show
      if (!show) continue
      if (el.getAttribute('data-type') === 'formula') {
        const output = el.querySelector('output')
        const formula = output?.getAttribute('data-formula') as FormulaName | null
        if (!output || !formula || !FORMULA_NAMES.includes(formula)) continue
        const value = computeFormula(formula, name, answers, new Date())
        output.textContent = value === null ? '—' : String(value)
        if (value !== null) answers[name] = value
        continue
      }
      const answer = readAnswer(el)
      if (answer !== undefined) answers[name] = answer
    }
  }

  form.addEventListener('change', update)
  form.addEventListener('input', update)
  update()
  // Ready: answers given before this ran were read by the update above.
  form.setAttribute('data-enhanced', 'true')
}

const form = document.querySelector<HTMLFormElement>('form[data-filling]')
if (form) enhance(form)
