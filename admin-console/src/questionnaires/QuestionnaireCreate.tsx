// A new questionnaire: stored as the next version of its kind, status created; people fill the
// highest version that is not inactive.
import { Create, SelectInput, SimpleForm, required } from 'react-admin'
import { QUESTIONNAIRE_KEYS } from './choices'
import { NameInputs } from './NameInputs'
import { StepsInput } from './StepsInput'

export default function QuestionnaireCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm>
        <SelectInput source="key" choices={QUESTIONNAIRE_KEYS} validate={required('rapport.validation.required')} />
        <NameInputs />
        <StepsInput />
      </SimpleForm>
    </Create>
  )
}
