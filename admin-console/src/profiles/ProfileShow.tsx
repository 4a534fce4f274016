// One profile for the administrator: the person, the answers, the baseline scores, every estimator's
// rating, and the final scores the administrator sets (SPEC §2 administrator-profile /profiles/{id}).
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DeleteButton,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { LocaleDateField } from '../common/LocaleDateField'
import { Box, Divider, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { useRememberOpened } from '../common/lastOpened'
import { useMissingRecord } from '../common/missingRecord'
import { GENDERS, PROFILE_STATUSES } from './choices'
import { FinalScoreForm } from './FinalScoreForm'
import { ScoreText } from './ScoreText'

/**
 * A box a wide table scrolls in. Width 0 keeps the table out of the page's intrinsic width (the
 * layout sizes its content area to the widest child, so a wide table would widen the page), and
 * min-width 100 % then gives the box the row's whole width.
 */
const SCROLL_BOX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const
/** Long texts wrap between words ('Английский' stays whole); a word longer than the cell still breaks. */
const WRAP_WORDS = { overflowWrap: 'break-word' } as const

function Remember() {
  useRememberOpened('profiles', useRecordContext()?.id)
  return null
}

/** One step's answers as the API words them (the estimator's sentences: modules/estimation answersInWords). */
interface AnswerStep {
  id: string
  title: string
  answers: Array<{ id: string; question: string; answer: string }>
}

function Answers() {
  const record = useRecordContext()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const steps = (record?.answerSteps as Record<'ru' | 'en', AnswerStep[]> | undefined)?.[locale === 'en' ? 'en' : 'ru'] ?? []
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {translate('rapport.profiles.answers')}
      </Typography>
      {steps.length === 0 ? (
        <Typography variant="body2">{translate('rapport.profiles.noAnswers')}</Typography>
      ) : (
        <Box sx={SCROLL_BOX}>
          <Table size="small" aria-label={translate('rapport.profiles.answers')}>
            {steps.map((step) => (
              <TableBody key={step.id}>
                <TableRow>
                  <TableCell component="th" scope="colgroup" colSpan={2} sx={{ fontWeight: 600 }}>
                    {step.title}
                  </TableCell>
                </TableRow>
                {step.answers.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell component="th" scope="row" sx={WRAP_WORDS}>
                      {a.question}
                    </TableCell>
                    <TableCell sx={WRAP_WORDS} data-answer={a.id}>
                      {a.answer}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            ))}
          </Table>
        </Box>
      )}
    </Box>
  )
}

function QuestionnaireName() {
  const record = useRecordContext()
  const [locale] = useLocaleState()
  const q = record?.questionnaire as { name: { ru: string; en: string }; version: number } | null | undefined
  return <span>{q ? `${q.name[locale === 'en' ? 'en' : 'ru']} v${q.version}` : '—'}</span>
}

function ProfileActions() {
  const record = useRecordContext()
  return (
    <TopToolbar>
      {record?.status !== 'deleted' && <EditButton />}
      {record?.status !== 'deleted' && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  )
}

export default function ProfileShow() {
  const translate = useTranslate()
  return (
    <Show actions={<ProfileActions />} queryOptions={useMissingRecord()}>
      <SimpleShowLayout>
        <Remember />
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled>
            <TextField source="firstName" />
          </Labeled>
          <Labeled>
            <TextField source="lastName" />
          </Labeled>
          <Labeled>
            <TextField source="position" emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="email" emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="phone" emptyText="—" />
          </Labeled>
          <Labeled>
            <LocaleDateField source="birthDate" emptyText="—" />
          </Labeled>
          <Labeled>
            <NumberField source="age" emptyText="—" />
          </Labeled>
          <Labeled>
            <SelectField source="gender" choices={GENDERS} emptyText="—" />
          </Labeled>
          <Labeled>
            <SelectField source="status" choices={PROFILE_STATUSES} />
          </Labeled>
          <Labeled>
            <TextField source="ownerCompanyName" emptyText="—" />
          </Labeled>
          <Labeled>
            <BooleanField source="hideDetails" />
          </Labeled>
          <Labeled label="resources.profiles.fields.questionnaire">
            <QuestionnaireName />
          </Labeled>
          <Labeled>
            <LocaleDateField source="createdAt" showTime />
          </Labeled>
          <Labeled>
            <LocaleDateField source="completedAt" showTime emptyText="—" />
          </Labeled>
        </Stack>
        <Divider />
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled>
            <FunctionField source="scores" render={(record) => <ScoreText score={record.scores} />} />
          </Labeled>
          <Labeled>
            <FunctionField source="scoredBy" render={(record) => (record.scoredBy ? <ScoredBy record={record} /> : '—')} />
          </Labeled>
          <Labeled>
            <FunctionField source="finalScore" render={(record) => <ScoreText score={record.finalScore} />} />
          </Labeled>
          <Labeled>
            <FunctionField source="finalScorePrecise" render={(record) => <ScoreText score={record.finalScorePrecise} />} />
          </Labeled>
        </Stack>
        <FunctionField
          render={(record) =>
            record.status === 'deleted' ? null : (
              <Box>
                <FinalScoreForm kind="score" />
                <FinalScoreForm kind="scorePrecise" />
              </Box>
            )
          }
        />
        <Divider />
        <Typography component="h3" variant="subtitle1">
          {translate('resources.profiles.fields.ratings')}
        </Typography>
        {/* A table wider than a phone scrolls within its box, never the page (360 px). */}
        <Box sx={SCROLL_BOX}>
          <ArrayField source="ratings" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('rapport.profiles.noRatings')}</Typography>}>
              <TextField source="estimatorName" label="rapport.profiles.rating.estimator" />
              <FunctionField label="rapport.profiles.rating.score" render={(r) => <ScoreText score={r.score} />} />
              <FunctionField label="rapport.profiles.rating.scorePrecise" render={(r) => <ScoreText score={r.scorePrecise} />} />
              <FunctionField label="rapport.profiles.rating.skipStatus" render={(r) => (r.skipStatus ? translate(`rapport.profiles.rating.skip.${r.skipStatus}`) : '—')} />
              <TextField source="note" label="rapport.profiles.rating.note" />
              <LocaleDateField source="ratedAt" label="rapport.profiles.rating.ratedAt" showTime emptyText="—" />
            </Datagrid>
          </ArrayField>
        </Box>
        <Divider />
        <Answers />
      </SimpleShowLayout>
    </Show>
  )
}

/** The scorer of the profile's scores: the baseline, or the neuronet model by its id (SPEC §3 'Neuronet'). */
function ScoredBy({ record }: { record: { scoredBy: 'baseline' | 'neuronet'; scoredByModelId: string | null } }) {
  const translate = useTranslate()
  const name = translate(`neuronet.scorer.${record.scoredBy}`)
  return (
    <span data-testid="scored-by" data-model={record.scoredByModelId ?? ''}>
      {record.scoredByModelId ? `${name} (${record.scoredByModelId})` : name}
    </span>
  )
}
