// One company: its name and status (blocked ends its sessions and refuses sign-in), the read-only
// facts, a login link, delete.
import {
  BooleanField,
  DeleteButton,
  Edit,
  Labeled,
  NumberField,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { Stack } from '@mui/material'
import { useRememberOpened } from '../common/lastOpened'
import { LoginLinkButton } from '../common/LoginLinkButton'
import { validateCompanyName } from '../common/validation'
import { OWNER_STATUSES } from './choices'

function Remember() {
  useRememberOpened('owners', useRecordContext()?.id)
  return null
}

function OwnerToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

export default function OwnerEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <LoginLinkButton kind="owners" />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<OwnerToolbar />}>
        <Remember />
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <TextInput source="companyName" validate={validateCompanyName} fullWidth />
        <SelectInput source="status" choices={OWNER_STATUSES} />
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled>
            <BooleanField source="verified" />
          </Labeled>
          <Labeled>
            <BooleanField source="isTmpOwner" />
          </Labeled>
          <Labeled>
            <NumberField source="profilesCount" />
          </Labeled>
          <Labeled>
            <LocaleDateField source="createdAt" showTime />
          </Labeled>
          <Labeled>
            <LocaleDateField source="lastVisitAt" showTime />
          </Labeled>
        </Stack>
      </SimpleForm>
    </Edit>
  )
}
