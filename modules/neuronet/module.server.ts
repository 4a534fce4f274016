// neuronet on the server: the training job (queue `engine`) and the synthetic rating set, seeded in
// every tenant so that a fresh install can train at once (ADR 037).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { trainModelJob } from './jobs/train-model.server'
import { seedSyntheticSet } from './server/samples.repo.server'

export default defineModuleServer<Services>({
  name: 'neuronet',
  jobs: [trainModelJob as JobModule],
  async seed(services, tenant) {
    await seedSyntheticSet({ services, tenant })
  },
})
