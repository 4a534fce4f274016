// Edit a profile's person (SPEC §5 rules) and whether its details are hidden; an approved profile's
// confirmation can be cancelled (status back to completed, both final scores removed: SPEC §4).
import {
  BooleanInput,
  Button,
  DeleteButton,
  Edit,
  SaveButton,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin'
import UndoIcon from '@mui/icons-material/Undo'
import { useRememberOpened } from '../common/lastOpened'
import { validateEmail, validatePhone, validatePosition, validateRequiredName, validateName } from '../common/validation'
import { useMissingRecord } from '../common/missingRecord'

function Remember() {
  useRememberOpened('profiles', useRecordContext()?.id)
  return null
}

function CancelConfirmationButton() {
  const record = useRecordContext()
  const [update, { isPending }] = useUpdate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (record?.status !== 'approved') return null
  const cancel = () =>
    update(
      'profiles',
      { id: record.id, data: { status: 'completed' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('rapport.profiles.confirmationCancelled', { type: 'success' })
          refresh()
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      }
    )
  return <Button label="rapport.profiles.cancelConfirmation" onClick={cancel} disabled={isPending} startIcon={<UndoIcon />} />
}

function ProfileToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

export default function ProfileEdit() {
  return (
    <Edit
      queryOptions={useMissingRecord()}
      mutationMode="pessimistic"
      redirect="show"
      actions={
        <TopToolbar>
          <CancelConfirmationButton />
          <ShowButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<ProfileToolbar />}>
        <Remember />
        <TextInput source="firstName" validate={validateRequiredName} fullWidth />
        <TextInput source="lastName" validate={validateName} fullWidth />
        <TextInput source="position" validate={validatePosition} fullWidth />
        <TextInput source="email" type="email" validate={validateEmail} fullWidth />
        <TextInput source="phone" type="tel" validate={validatePhone} fullWidth />
        <BooleanInput source="hideDetails" />
      </SimpleForm>
    </Edit>
  )
}
