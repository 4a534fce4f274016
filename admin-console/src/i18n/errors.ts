// Texts of the API's error keys that the root app's catalogue (app/locales/*.json `errors`, SPEC §8)
// does not hold: the administrator API's own (docs/administrator-api.md) and the host's refusals.
// The root catalogue is laid over these, so a key it gains later is said the same way everywhere.
export const errorsRu = {
  not_found: 'Не найдено',
  forbidden: 'Доступ запрещён',
  methodNotAllowed: 'Действие недоступно',
  bodyTooLarge: 'Слишком большой запрос',
  invalidQuery: 'Неверные параметры запроса',
  unexpectedError: 'Непредвиденная ошибка',
  ownerNotFound: 'Компания не найдена',
  estimatorNotFound: 'Оценщик не найден',
  questionnaireNotFound: 'Опросник не найден',
  profileNotCompleted: 'Анкета ещё не заполнена: оценку ставить рано',
  profileDeleted: 'Анкета удалена',
  profileStatusRefused: 'Отменить можно только утверждение',
  questionnaireStatusRefused: 'Этот статус опроснику поставить нельзя',
  accountBlocked: 'Компания заблокирована',
}

export const errorsEn: typeof errorsRu = {
  not_found: 'Not found',
  forbidden: 'Forbidden',
  methodNotAllowed: 'This action is not available',
  bodyTooLarge: 'The request is too large',
  invalidQuery: 'The request parameters are invalid',
  unexpectedError: 'Unexpected error',
  ownerNotFound: 'Company not found',
  estimatorNotFound: 'Estimator not found',
  questionnaireNotFound: 'Questionnaire not found',
  profileNotCompleted: 'The profile is not completed yet: too early to score it',
  profileDeleted: 'The profile is deleted',
  profileStatusRefused: 'Only an approval can be cancelled',
  questionnaireStatusRefused: 'The questionnaire cannot take this status',
  accountBlocked: 'The company is blocked',
}
