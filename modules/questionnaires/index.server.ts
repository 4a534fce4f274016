// What other modules may use of questionnaires on the server.
export {
  saveQuestionnaire,
  ensureQuestionnaire,
  updateQuestionnaire,
  getQuestionnaire,
  latestQuestionnaire,
  listQuestionnaireVersions,
  setQuestionnaireStatus,
  findQuestionnaires,
  countQuestionnaires,
  QuestionnaireImmutableError,
} from './server/questionnaires.repo.server'
