// Texts of the host's refusal keys that neither the root catalogue (app/locales/*.json `errors`,
// SPEC §8) nor the administration module's (modules/administration/locales) holds. Those two are laid
// over these (messages.ts), so a key they gain later is said the same way everywhere.
export const errorsRu = {
  not_found: 'Не найдено',
  forbidden: 'Доступ запрещён',
  methodNotAllowed: 'Действие недоступно',
  bodyTooLarge: 'Слишком большой запрос',
  unexpectedError: 'Непредвиденная ошибка',
}

export const errorsEn: typeof errorsRu = {
  not_found: 'Not found',
  forbidden: 'Forbidden',
  methodNotAllowed: 'This action is not available',
  bodyTooLarge: 'The request is too large',
  unexpectedError: 'Unexpected error',
}
