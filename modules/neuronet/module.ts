// neuronet: the administrators' neural network — models that predict K, P and L from questionnaire
// answers, trained on estimators' ratings (a job), evaluated against the baseline scorer by k-fold
// cross-validation, uploaded and downloaded as files, published as the scorer of new profiles.
// Its pages are the console's (admin-console/src/neuronet); here: the API and the store.
import { defineModule } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { neuronetIndexes } from './server/indexes'

const api = (path: string, file: string) => ({ path: `administrator/neuronet/${path}`, file: `api/${file}` })

export default defineModule({
  name: 'neuronet',
  routes: [],
  api: [
    api('models', 'models.ts'),
    api('models/:id', 'models.$id.ts'),
    api('models/:id/train', 'models.$id.train.ts'),
    api('models/:id/upload', 'models.$id.upload.ts'),
    api('models/:id/publish', 'models.$id.publish.ts'),
    api('models/:id/file', 'models.$id.file.ts'),
    api('predict/:profileId', 'predict.$profileId.ts'),
    api('profiles', 'profiles.ts'),
  ],
  locales: { ru, en },
  indexes: neuronetIndexes,
})
