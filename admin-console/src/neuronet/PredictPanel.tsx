// A test prediction: a chosen completed profile scored by a chosen model, beside its current scores
// (and which scorer gave them) and the baseline's. Writes nothing.
import { useState } from 'react'
import { useGetList, useNotify, useTranslate } from 'react-admin'
import { Box, FormControl, InputLabel, MenuItem, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, Button } from '@mui/material'
import { useFormatNumber } from '../common/useFormatNumber'
import { predictProfile, refusalText, type Model, type Prediction } from './neuronetApi'
import { predictionRows } from './predictionRows'

export function PredictPanel({ models }: { models: Model[] }) {
  const translate = useTranslate()
  const notify = useNotify()
  const format = useFormatNumber()
  const usable = models.filter((m) => m.status === 'trained' || m.status === 'uploaded')
  const { data: profiles = [] } = useGetList('profiles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'completedAt', order: 'DESC' }, filter: {} })
  const completed = profiles.filter((p) => p.questionnaireState === 'ack_a')
  const [profileId, setProfileId] = useState('')
  const [modelId, setModelId] = useState('')
  const [result, setResult] = useState<Prediction | null>(null)
  const [pending, setPending] = useState(false)

  async function run() {
    setPending(true)
    try {
      setResult(await predictProfile(profileId, modelId))
    } catch (error) {
      setResult(null)
      notify(refusalText(translate, error, format), { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  const rows = result ? predictionRows(result, translate) : []

  return (
    <Box component="section" aria-labelledby="neuronet-predict">
      <Typography id="neuronet-predict" component="h2" variant="h6" gutterBottom>
        {translate('neuronet.predict.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: { sm: 220 }, maxWidth: '100%' }}>
          <InputLabel id="neuronet-profile-label">{translate('neuronet.predict.profile')}</InputLabel>
          <Select labelId="neuronet-profile-label" label={translate('neuronet.predict.profile')} value={profileId} onChange={(e) => setProfileId(String(e.target.value))}>
            {completed.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {`${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || String(p.id)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: { sm: 220 }, maxWidth: '100%' }}>
          <InputLabel id="neuronet-model-label">{translate('neuronet.predict.model')}</InputLabel>
          <Select labelId="neuronet-model-label" label={translate('neuronet.predict.model')} value={modelId} onChange={(e) => setModelId(String(e.target.value))}>
            {usable.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* Never narrower than its label: squeezed by the two selects, 'ПРЕДСКАЗАТЬ' ran outside it at 1280 px. */}
        <Button
          variant="contained"
          onClick={run}
          disabled={pending || !profileId || !modelId}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {translate('neuronet.predict.run')}
        </Button>
      </Stack>
      {completed.length === 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('neuronet.predict.noProfiles')}
        </Typography>
      )}
      {result && (
        <Box sx={{ mt: 2, overflowX: 'auto', minWidth: 0 }}>
          <Table size="small" aria-label={translate('neuronet.predict.title')} sx={{ maxWidth: 520, '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell />
                {(['K', 'P', 'L'] as const).map((line) => (
                  <TableCell key={line} align="right">
                    {translate(`neuronet.lines.${line}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-testid={`predict-${row.key}`}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  {(['K', 'P', 'L'] as const).map((line) => (
                    <TableCell key={line} align="right">
                      {row.score ? Math.round(row.score[line]) : '—'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
