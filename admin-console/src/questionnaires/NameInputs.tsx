import { TextInput, required, maxLength } from 'react-admin'

const validateName = [required('rapport.validation.required'), maxLength(200)]

/** The questionnaire's name in both languages. */
export function NameInputs() {
  return (
    <>
      <TextInput source="name.ru" label="rapport.questionnaires.nameRu" validate={validateName} fullWidth />
      <TextInput source="name.en" label="rapport.questionnaires.nameEn" validate={validateName} fullWidth />
    </>
  )
}
