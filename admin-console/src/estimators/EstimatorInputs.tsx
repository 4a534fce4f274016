// The estimator form's fields, shared by create and edit (bounds: docs/administrator-api.md).
import { NumberInput, TextInput } from 'react-admin'
import { validateBatchSize, validateFullName, validateInformation, validateRequiredEmail, validateRequiredName } from '../common/validation'

export function EstimatorInputs() {
  return (
    <>
      <TextInput source="email" type="email" validate={validateRequiredEmail} fullWidth />
      <TextInput source="name" validate={validateRequiredName} fullWidth />
      <TextInput source="fullName" validate={validateFullName} fullWidth />
      <TextInput source="information" validate={validateInformation} multiline minRows={3} fullWidth />
      <NumberInput source="batchSize" validate={validateBatchSize} min={1} max={50} step={1} />
    </>
  )
}
