// The neural-network page (SPEC §2 administrator-neuronet /neuronet; modules/neuronet/README.md):
// the training set (synthetic people labelled as such), the models with their status and MAE beside
// the baseline's, training with progress (polled while a model trains), upload, publish (disabled
// with the reason when a model does not beat the baseline), download, and a test prediction.
import { useCallback, useEffect, useState } from 'react'
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { Alert, Box, Card, CardContent, Stack, Typography, Button } from '@mui/material'
import ModelTrainingIcon from '@mui/icons-material/ModelTraining'
import { useFormatNumber } from '../common/useFormatNumber'
import { ModelCard } from './ModelCard'
import { PredictPanel } from './PredictPanel'
import { UploadButton } from './UploadButton'
import { listModels, refusalText, trainNewModel, trainingSet, type Model, type TrainingSetCounts } from './neuronetApi'

const POLL_MS = 1500

export default function NeuronetPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const format = useFormatNumber()
  const [locale] = useLocaleState()
  const [models, setModels] = useState<Model[] | null>(null)
  const [set, setSet] = useState<TrainingSetCounts | null>(null)
  const [pending, setPending] = useState(false)

  const refresh = useCallback(async () => {
    try {
      const [list, counts] = await Promise.all([listModels(), trainingSet()])
      setModels(list.items)
      setSet(counts)
    } catch (error) {
      notify(refusalText(translate, error, format), { type: 'error' })
    }
  }, [notify, translate, format])

  useEffect(() => void refresh(), [refresh])

  // While a model is queued or training, poll its status (the job writes progress to the model).
  const training = models?.some((m) => m.status === 'queued' || m.status === 'training') ?? false
  useEffect(() => {
    if (!training) return
    const timer = setInterval(() => void refresh(), POLL_MS)
    return () => clearInterval(timer)
  }, [training, refresh])

  async function train() {
    setPending(true)
    try {
      // Named in the administrator's language ('Модель от 28.11.2026, 11:09'); the API's default is English.
      const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'short', timeStyle: 'short' }).format(new Date())
      await trainNewModel(translate('neuronet.defaultName', { date }))
      notify('neuronet.trainingStarted', { type: 'info' })
      await refresh()
    } catch (error) {
      notify(refusalText(translate, error, format), { type: 'error' })
    } finally {
      setPending(false)
    }
  }

  const published = models?.find((m) => m.published)

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0, py: 2 }}>
      <Title title={translate('neuronet.title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('neuronet.title')}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {translate('neuronet.intro')}
      </Typography>
      <Alert severity={published ? 'success' : 'info'} sx={{ my: 1 }} data-testid="neuronet-scorer">
        {published ? translate('neuronet.scorerPublished', { name: published.name }) : translate('neuronet.scorerBaseline')}
      </Alert>

      <Card variant="outlined" sx={{ my: 2 }} component="section" aria-labelledby="neuronet-set">
        <CardContent>
          <Typography id="neuronet-set" component="h2" variant="h6" gutterBottom>
            {translate('neuronet.set.title')}
          </Typography>
          {set && (
            <Typography variant="body2" data-testid="neuronet-set-counts">
              {translate('neuronet.set.counts', { profiles: set.counts.profile, synthetic: set.counts.synthetic })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('neuronet.set.synthetic')}
          </Typography>
        </CardContent>
      </Card>

      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ModelTrainingIcon />} variant="contained" onClick={train} disabled={pending || training}>
          {translate('neuronet.train')}
        </Button>
        <UploadButton onUploaded={() => void refresh()} />
      </Stack>

      <Typography component="h2" variant="h6" gutterBottom>
        {translate('neuronet.models')}
      </Typography>
      {models?.length === 0 && <Typography variant="body2">{translate('neuronet.noModels')}</Typography>}
      <Stack spacing={2} sx={{ mb: 3 }}>
        {models?.map((m) => (
          <ModelCard key={m.id} model={m} onChanged={() => void refresh()} />
        ))}
      </Stack>

      <Card variant="outlined">
        <CardContent>
          <PredictPanel models={models ?? []} />
        </CardContent>
      </Card>
    </Box>
  )
}
