// react-admin's Russian texts that ra-language-russian 5.4 lacks, says in English, or words for a
// developer (laid over it in messages.ts). The address is «Электронная почта», as on the site's pages.
export const raRu = {
  ra: {
    auth: { email: 'Электронная почта' },
    notification: { data_provider_error: 'Не удалось получить данные с сервера. Попробуйте ещё раз.' },
    validation: { regex: 'Неверный формат' },
    guesser: { empty: { title: 'Нет данных', message: 'Данные не найдены' } },
  },
}
