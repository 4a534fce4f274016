// One questionnaire version. A stored questionnaire never changes (SPEC §4/§5): saving makes a new
// version (a new id) and leaves this one as it was, which the page says before and after. Retire sets
// it inactive (final); recalculate re-scores the profiles that filled it.
import {
  Button,
  DeleteButton,
  Edit,
  Labeled,
  NumberField,
  SaveButton,
  SelectField,
  SimpleForm,
  TextField,
  Toolbar,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin'
import { Alert, Stack } from '@mui/material'
import CalculateIcon from '@mui/icons-material/Calculate'
import BlockIcon from '@mui/icons-material/Block'
import { useRememberOpened } from '../common/lastOpened'
import { useMissingRecord } from '../common/missingRecord'
import type { ConsoleDataProvider } from '../dataProvider'
import { QUESTIONNAIRE_KEYS, QUESTIONNAIRE_STATUSES } from './choices'
import { NameInputs } from './NameInputs'
import { StepsInput } from './StepsInput'

function Remember() {
  useRememberOpened('questionnaires', useRecordContext()?.id)
  return null
}

function RecalculateButton() {
  const record = useRecordContext()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!record || record.status === 'inactive') return null
  const run = async () => {
    try {
      const { data } = await dataProvider.recalculate(record.id)
      notify('rapport.questionnaires.recalculateStarted', { type: 'info', messageArgs: { smart_count: data.profiles } })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  return <Button label="rapport.questionnaires.recalculate" onClick={run} startIcon={<CalculateIcon />} />
}

function RetireButton() {
  const record = useRecordContext()
  const [update, { isPending }] = useUpdate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!record || record.status === 'inactive') return null
  const retire = () =>
    update(
      'questionnaires',
      { id: record.id, data: { status: 'inactive' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('rapport.questionnaires.retired', { type: 'success' })
          refresh()
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      }
    )
  return <Button label="rapport.questionnaires.retire" onClick={retire} disabled={isPending} startIcon={<BlockIcon />} />
}

function QuestionnaireToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton label="rapport.questionnaires.saveAsNewVersion" />
      <DeleteButton mutationMode="pessimistic" label="rapport.questionnaires.delete" />
    </Toolbar>
  )
}

export default function QuestionnaireEdit() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Edit
      queryOptions={useMissingRecord()}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <RecalculateButton />
          <RetireButton />
        </TopToolbar>
      }
      mutationOptions={{
        onSuccess: (data: { id: string; version?: number }) => {
          notify('rapport.questionnaires.newVersionSaved', { type: 'success', messageArgs: { version: data.version ?? '' } })
          redirect('edit', 'questionnaires', data.id)
        },
      }}
    >
      <SimpleForm toolbar={<QuestionnaireToolbar />}>
        <Remember />
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('rapport.questionnaires.immutableNote')}
        </Alert>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled>
            <SelectField source="key" choices={QUESTIONNAIRE_KEYS} />
          </Labeled>
          <Labeled>
            <NumberField source="version" />
          </Labeled>
          <Labeled>
            <SelectField source="status" choices={QUESTIONNAIRE_STATUSES} />
          </Labeled>
          <Labeled>
            <TextField source="datasource" />
          </Labeled>
          <Labeled>
            <NumberField source="profilesCount" />
          </Labeled>
        </Stack>
        <NameInputs />
        <StepsInput />
      </SimpleForm>
    </Edit>
  )
}
