// Sets a profile's final score (K, P, L integers 1..10) or final precise score (0..100): PUT
// /profiles/{id}/final-score(-precise). Either makes the profile approved; the server refuses a
// profile whose questionnaire is not completed (profileNotCompleted) or a deleted one. The success is
// said beside the form until the next edit, not in a snackbar that hides after 4 s: the administrator
// who looked away still sees that the score went in.
import { useState, type FormEvent } from 'react'
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { Box, Button, Stack, TextField, Typography } from '@mui/material'
import type { ConsoleDataProvider } from '../dataProvider'
import { LINES } from './choices'
import type { Score } from './ScoreText'

const RANGES = { score: { min: 1, max: 10 }, scorePrecise: { min: 0, max: 100 } } as const

export function FinalScoreForm({ kind }: { kind: 'score' | 'scorePrecise' }) {
  const record = useRecordContext()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [pending, setPending] = useState(false)
  const [saved, setSaved] = useState(false)
  if (!record) return null
  const current = (kind === 'score' ? record.finalScore : record.finalScorePrecise) as Score | null
  const { min, max } = RANGES[kind]
  const title = translate(kind === 'score' ? 'rapport.profiles.finalScore.title' : 'rapport.profiles.finalScore.preciseTitle')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const score = Object.fromEntries(LINES.map((line) => [line, Number(form.get(line))])) as unknown as Score
    setPending(true)
    setSaved(false)
    try {
      if (kind === 'score') await dataProvider.setFinalScore(record!.id, score)
      else await dataProvider.setFinalScorePrecise(record!.id, score)
      setSaved(true)
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Box component="form" onSubmit={submit} onChange={() => setSaved(false)} aria-label={title} data-testid={`final-${kind}`} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {title} ({min}–{max})
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {LINES.map((line) => (
          <TextField
            key={`${line}-${current?.[line] ?? ''}`}
            name={line}
            type="number"
            label={`${translate(`rapport.profiles.lines.${line}`)} (${line})`}
            defaultValue={current?.[line] ?? ''}
            required
            size="small"
            sx={{ flex: '1 1 170px', maxWidth: 220 }}
            slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('rapport.profiles.finalScore.save')}
        </Button>
      </Stack>
      {/* A live region present before it speaks, so screen readers announce the save. */}
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {saved ? translate('rapport.profiles.finalScore.saved') : ''}
      </Typography>
    </Box>
  )
}
