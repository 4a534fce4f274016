// A new estimator has no password: they sign in from a login link sent from the list or the edit page.
import { Create, SimpleForm } from 'react-admin'
import { EstimatorInputs } from './EstimatorInputs'

export default function EstimatorCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ batchSize: 10 }}>
        <EstimatorInputs />
      </SimpleForm>
    </Create>
  )
}
