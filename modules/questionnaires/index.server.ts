// What other modules may use of questionnaires on the server.
export {
  saveQuestionnaire,
  ensureQuestionnaire,
  updateQuestionnaire,
  getQuestionnaire,
  latestQuestionnaire,
  listQuestionnaireVersions,
  setQuestionnaireStatus,
  QuestionnaireImmutableError,
} from './server/questionnaires.repo.server'
