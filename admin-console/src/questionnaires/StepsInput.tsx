// A questionnaire's steps as JSON text (the definition of modules/questionnaires/definition.ts; the
// server checks it with questionnaireDefinitionSchema). Text that does not parse stays text and is refused here.
import { TextInput } from 'react-admin'

/** The API's body limit is 64 KiB; the seeded work questionnaire is about 20 KiB. */
const STEPS_MAX_CHARS = 60_000

const format = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value, null, 2))
function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
const validateSteps = (value: unknown) => {
  if (value === undefined || value === null || value === '') return 'rapport.validation.required'
  if (typeof value === 'string') return value.length > STEPS_MAX_CHARS ? 'rapport.questionnaires.stepsTooLong' : 'rapport.questionnaires.stepsInvalid'
  if (!Array.isArray(value) || value.length === 0) return 'rapport.questionnaires.stepsInvalid'
  return JSON.stringify(value).length > STEPS_MAX_CHARS ? 'rapport.questionnaires.stepsTooLong' : undefined
}

export function StepsInput() {
  return (
    <TextInput source="steps" format={format} parse={parse} validate={validateSteps} multiline minRows={8} maxRows={24} fullWidth helperText="rapport.questionnaires.stepsHelp" />
  )
}
