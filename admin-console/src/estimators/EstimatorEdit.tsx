// One estimator: the form, how many profiles they rated, a login link, delete (their assignments go too).
import { AccountEdit } from '../common/AccountEdit'
import { EstimatorInputs } from './EstimatorInputs'

export default function EstimatorEdit() {
  return (
    <AccountEdit kind="estimators">
      <EstimatorInputs />
    </AccountEdit>
  )
}
