// administration on the server: the questionnaire recalculation job (queue `engine`).
import { defineModuleServer } from '../types'
import type { Services } from '#app/services.server'
import type { JobModule } from '#jobs/types'
import { recalculateQuestionnaireJob } from './jobs/recalculate-questionnaire.server'

export default defineModuleServer<Services>({
  name: 'administration',
  jobs: [recalculateQuestionnaireJob as JobModule],
})
