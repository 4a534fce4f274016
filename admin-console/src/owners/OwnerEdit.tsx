// One company: its name and status (blocked ends its sessions and refuses sign-in), 'unlimited' given
// or taken back, the read-only facts (the plan among them), a login link, delete.
import { BooleanField, BooleanInput, Labeled, SelectInput, TextField, TextInput, useTranslate } from 'react-admin'
import { SubscribeField } from './SubscribeField'
import { AccountEdit } from '../common/AccountEdit'
import { validateCompanyName } from '../common/validation'
import { OWNER_STATUSES } from './choices'

export default function OwnerEdit() {
  const translate = useTranslate()
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
          <Labeled source="subscribe">
            <SubscribeField source="subscribe" />
          </Labeled>
        </>
      }
    >
      <Labeled>
        <TextField source="email" />
      </Labeled>
      <TextInput source="companyName" validate={validateCompanyName} fullWidth />
      <SelectInput source="status" choices={OWNER_STATUSES} />
      <BooleanInput source="unlimited" helperText={translate('rapport.owners.unlimitedHelp')} />
    </AccountEdit>
  )
}
