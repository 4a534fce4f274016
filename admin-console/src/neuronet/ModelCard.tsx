// One model: status (with progress while training), its MAE beside the baseline's, publish (disabled
// with the reason when it does not beat the baseline) and the file download.
import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { Box, Card, CardContent, Chip, LinearProgress, Stack, Typography, Button } from '@mui/material'
import PublishIcon from '@mui/icons-material/Publish'
import DownloadIcon from '@mui/icons-material/Download'
import { useFormatNumber } from '../common/useFormatNumber'
import { MaeTable } from './MaeTable'
import { downloadModelFile, publishModel, refusalText, fmt, type Model } from './neuronetApi'

export function ModelCard({ model, onChanged }: { model: Model; onChanged: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const format = useFormatNumber()
  const [pending, setPending] = useState(false)
  const busy = model.status === 'queued' || model.status === 'training'
  const reasonId = `publish-reason-${model.id}`
  const refusal = model.publishRefusal
    ? translate(`neuronet.errors.${model.publishRefusal.error}`, {
        _: model.publishRefusal.error,
        model: fmt(model.publishRefusal.model, format),
        baseline: fmt(model.publishRefusal.baseline, format),
      })
    : ''

  async function publish() {
    setPending(true)
    try {
      await publishModel(model.id)
      notify('neuronet.published', { type: 'success', messageArgs: { name: model.name } })
      onChanged()
    } catch (error) {
      notify(refusalText(translate, error, format), { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  async function download() {
    try {
      await downloadModelFile(model.id, model.name)
    } catch (error) {
      notify(refusalText(translate, error, format), { type: 'error' })
    }
  }

  return (
    <Card variant="outlined" component="section" aria-label={model.name} data-testid="neuronet-model">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h3" variant="h6" sx={{ wordBreak: 'break-word' }}>
            {model.name}
          </Typography>
          <Chip size="small" label={translate(`neuronet.status.${model.status}`)} color={model.status === 'failed' ? 'error' : 'default'} />
          <Chip size="small" variant="outlined" label={translate(`neuronet.origin.${model.origin}`)} />
          {model.published && <Chip size="small" color="success" label={translate('neuronet.publishedChip')} />}
        </Stack>
        {busy && (
          <Box sx={{ my: 1 }}>
            <LinearProgress variant="determinate" value={model.progress} aria-label={translate('neuronet.progress', { percent: model.progress })} />
            <Typography variant="body2">{translate('neuronet.progress', { percent: model.progress })}</Typography>
          </Box>
        )}
        {model.error && (
          <Typography color="error" variant="body2">
            {translate(`neuronet.errors.${model.error}`, { _: model.error })}
          </Typography>
        )}
        {model.evaluation && (
          <Box sx={{ my: 1, overflowX: 'auto', minWidth: 0 }}>
            <Typography variant="body2" gutterBottom>
              {translate(`neuronet.method.${model.evaluation.method}`, {
                k: model.evaluation.k,
                samples: model.evaluation.samples,
                synthetic: model.evaluation.synthetic,
                real: model.evaluation.real,
              })}
            </Typography>
            <MaeTable evaluation={model.evaluation} caption={translate('neuronet.mae.caption', { name: model.name })} />
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {!model.published && (
            <Button startIcon={<PublishIcon />} variant="contained" onClick={publish} disabled={pending || !model.canPublish} aria-describedby={refusal ? reasonId : undefined}>
              {translate('neuronet.publish')}
            </Button>
          )}
          {(model.status === 'trained' || model.status === 'uploaded') && (
            <Button startIcon={<DownloadIcon />} onClick={download}>
              {translate('neuronet.download')}
            </Button>
          )}
        </Stack>
        {!model.published && refusal && !busy && (
          <Typography id={reasonId} variant="body2" sx={{ mt: 1 }} data-testid="publish-refusal">
            {refusal}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}
