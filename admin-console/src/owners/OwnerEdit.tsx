// One company: its name and status (blocked ends its sessions and refuses sign-in), the read-only
// facts, a login link, delete.
import { BooleanField, Labeled, SelectInput, TextField, TextInput } from 'react-admin'
import { AccountEdit } from '../common/AccountEdit'
import { validateCompanyName } from '../common/validation'
import { OWNER_STATUSES } from './choices'

export default function OwnerEdit() {
  return (
    <AccountEdit
      kind="owners"
      facts={
        <>
          <Labeled>
            <BooleanField source="verified" />
          </Labeled>
          <Labeled>
            <BooleanField source="isTmpOwner" />
          </Labeled>
        </>
      }
    >
      <Labeled>
        <TextField source="email" />
      </Labeled>
      <TextInput source="companyName" validate={validateCompanyName} fullWidth />
      <SelectInput source="status" choices={OWNER_STATUSES} />
    </AccountEdit>
  )
}
