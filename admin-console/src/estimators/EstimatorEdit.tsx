// One estimator: the form, how many profiles they rated, a login link, delete (their assignments go too).
import { DeleteButton, Edit, Labeled, NumberField, SaveButton, SimpleForm, Toolbar, TopToolbar, useRecordContext } from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { Stack } from '@mui/material'
import { useRememberOpened } from '../common/lastOpened'
import { LoginLinkButton } from '../common/LoginLinkButton'
import { EstimatorInputs } from './EstimatorInputs'

function Remember() {
  useRememberOpened('estimators', useRecordContext()?.id)
  return null
}

function EstimatorToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

export default function EstimatorEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <LoginLinkButton kind="estimators" />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<EstimatorToolbar />}>
        <Remember />
        <EstimatorInputs />
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
