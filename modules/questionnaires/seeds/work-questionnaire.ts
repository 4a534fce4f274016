// The work questionnaire, as we wrote it in Russian and English: four steps covering every answer
// topic of SPEC §3, keyed by the neuronNames of engine/scoring/neurons.ts with its option values, so
// answers score without translation. Birth day, month and year are the only questions the scorer
// does not read: the `age` formula reads them, and the profile keeps the birth date.
import type { DependsOn, LocalisedText, Question, QuestionOption, QuestionnaireDefinition } from '../definition'

export const t = (ru: string, en: string): LocalisedText => ({ ru, en })
export const option = (value: string, ru: string, en: string, extra: Partial<QuestionOption> = {}): QuestionOption => ({ value, label: t(ru, en), ...extra })
const yesNo = [option('no', 'Нет', 'No'), option('yes', 'Да', 'Yes')]
const progress = [option('none', 'Нет', 'No'), option('incomplete', 'Учусь или не окончил(а)', 'Studying or did not finish'), option('complete', 'Окончил(а)', 'Graduated')]
const numbers = (from: number, to: number, last?: LocalisedText) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = String(from + i)
    return from + i === to && last ? { value: n, label: last } : option(n, n, n)
  })

const MONTHS_RU = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь']
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** People from 14 (the scorer's youngest age) to 100 years old in `year`, the latest year first. */
function birthYears(year: number): QuestionOption[] {
  return Array.from({ length: 87 }, (_, i) => String(year - 14 - i)).map((y) => option(y, y, y))
}

const hasPartner: DependsOn = {
  operator: 'or',
  scope: [
    { neuronName: 'family_partner', condition: '=partner' },
    { neuronName: 'family_partner', condition: '=married' },
  ],
}

/** Gender and birth date (the `age` formula reads it): the love and couple questionnaires ask them with the same ids. */
export function aboutQuestions(year: number): Question[] {
  return [
    { neuronName: 'gender', type: 'select', text: t('Ваш пол', 'Your gender'), options: [option('male', 'Мужской', 'Male'), option('female', 'Женский', 'Female')] },
    { neuronName: 'birth_day', type: 'dropdown', text: t('День рождения', 'Day of birth'), options: numbers(1, 31) },
    {
      neuronName: 'birth_month',
      type: 'dropdown',
      text: t('Месяц рождения', 'Month of birth'),
      options: MONTHS_RU.map((ru, i) => option(String(i + 1), ru, MONTHS_EN[i])),
    },
    { neuronName: 'birth_year', type: 'dropdown', text: t('Год рождения', 'Year of birth'), options: birthYears(year) },
    { neuronName: 'age', type: 'formula', formula: 'age_from_birth_date', text: t('Возраст, полных лет', 'Age, full years') },
  ]
}

const educationQuestions: Question[] = [
  { neuronName: 'school_primary', type: 'select', text: t('Вы окончили начальную школу?', 'Did you finish primary school?'), options: yesNo },
  {
    neuronName: 'school_secondary',
    type: 'select',
    text: t('Среднее образование в школе', 'Secondary school'),
    options: [
      option('none', 'Нет', 'No'),
      option('incomplete', 'Неполное (9 классов) или ещё учусь', 'Incomplete (9 grades) or still at school'),
      option('complete', 'Полное (11 классов)', 'Complete (11 grades)'),
    ],
    dependsOn: { scope: [{ neuronName: 'school_primary', condition: '=yes' }] },
  },
  {
    neuronName: 'schools_count',
    type: 'slider',
    text: t('В скольких школах вы учились?', 'How many schools did you attend?'),
    min: 1,
    max: 15,
    step: 1,
    dependsOn: { scope: [{ neuronName: 'school_primary', condition: '=yes' }] },
  },
  {
    neuronName: 'school_type',
    type: 'dropdown',
    text: t('Какую школу вы окончили?', 'What kind of school did you finish?'),
    options: [
      option('general', 'Общеобразовательную', 'A general school'),
      option('specialised', 'С углублённым изучением предметов', 'A school with advanced study of subjects'),
      option('gymnasium_lyceum', 'Гимназию или лицей', 'A gymnasium or lyceum'),
    ],
    dependsOn: { scope: [{ neuronName: 'school_primary', condition: '=yes' }] },
  },
  {
    neuronName: 'school_location',
    type: 'dropdown',
    text: t('Где была ваша школа?', 'Where was your school?'),
    groups: [
      { id: 'home_country', label: t('В своей стране', 'In your own country') },
      { id: 'abroad', label: t('За рубежом', 'Abroad') },
    ],
    options: [
      option('village', 'В селе или посёлке', 'In a village', { groupId: 'home_country' }),
      option('town', 'В небольшом городе', 'In a small town', { groupId: 'home_country' }),
      option('city', 'В крупном городе', 'In a large city', { groupId: 'home_country' }),
      option('capital', 'В столице', 'In the capital', { groupId: 'home_country' }),
      option('abroad', 'В другой стране', 'In another country', { groupId: 'abroad' }),
    ],
    dependsOn: { scope: [{ neuronName: 'school_primary', condition: '=yes' }] },
  },
  {
    neuronName: 'college',
    type: 'select',
    text: t('Колледж или техникум', 'Vocational college'),
    options: progress,
    // A college takes pupils after the 9th grade as well as after the 11th.
    dependsOn: {
      scope: [
        { neuronName: 'school_secondary', condition: '=incomplete' },
        { neuronName: 'school_secondary', condition: '=complete' },
      ],
    },
  },
  {
    neuronName: 'university',
    type: 'select',
    text: t('Университет или институт', 'University'),
    options: progress,
    dependsOn: {
      operator: 'or',
      scope: [
        { neuronName: 'school_secondary', condition: '=complete' },
        { neuronName: 'college', condition: '=complete' },
      ],
    },
  },
  {
    neuronName: 'university_prestige',
    type: 'dropdown',
    text: t('Каков уровень вашего вуза?', 'What is the standing of your university?'),
    options: [
      option('regional', 'Региональный вуз', 'A regional university'),
      option('national', 'Известен по всей стране', 'Known across the country'),
      option('top', 'Один из ведущих вузов страны', 'One of the country’s leading universities'),
      option('international', 'Ведущий международный университет', 'A leading international university'),
    ],
    dependsOn: {
      scope: [
        { neuronName: 'university', condition: '=incomplete' },
        { neuronName: 'university', condition: '=complete' },
      ],
    },
  },
  {
    neuronName: 'education_bachelor',
    type: 'select',
    text: t('У вас есть диплом бакалавра?', 'Do you have a bachelor’s degree?'),
    hint: t('Если вы окончили специалитет, ответьте «да» здесь и в следующем вопросе.', 'If you hold a five-year specialist diploma, answer “yes” here and in the next question.'),
    options: yesNo,
    dependsOn: { scope: [{ neuronName: 'university', condition: '=complete' }] },
  },
  {
    neuronName: 'education_master',
    type: 'select',
    text: t('У вас есть диплом магистра или специалиста?', 'Do you have a master’s or specialist degree?'),
    options: yesNo,
    dependsOn: { scope: [{ neuronName: 'education_bachelor', condition: '=yes' }] },
  },
  {
    neuronName: 'education_doctor',
    type: 'select',
    text: t('У вас есть учёная степень (кандидат или доктор наук, PhD)?', 'Do you have a doctorate (PhD, candidate or doctor of sciences)?'),
    options: yesNo,
    dependsOn: { scope: [{ neuronName: 'education_master', condition: '=yes' }] },
  },
  {
    neuronName: 'relocation',
    type: 'select',
    text: t('Вы переезжали ради учёбы или работы?', 'Have you moved to study or work?'),
    options: [option('none', 'Нет', 'No'), option('domestic', 'Да, в другой город', 'Yes, to another city'), option('abroad', 'Да, в другую страну', 'Yes, to another country')],
  },
  {
    neuronName: 'extra_courses_count',
    type: 'range',
    text: t('Сколько курсов повышения квалификации вы окончили?', 'How many professional development courses have you completed?'),
    // The lower bound of the band: "3–5" counts as 3, so a band never overstates.
    answer: { type: 'min' },
    options: [
      option('0', 'Ни одного', 'None', { min: 0, max: 0 }),
      option('1-2', '1–2', '1–2', { min: 1, max: 2 }),
      option('3-5', '3–5', '3–5', { min: 3, max: 5 }),
      option('6-10', '6–10', '6–10', { min: 6, max: 10 }),
      option('11+', 'Больше 10', 'More than 10', { min: 11, max: 50 }),
    ],
  },
  {
    neuronName: 'foreign_languages',
    type: 'multiselect',
    text: t('Какими иностранными языками вы владеете на рабочем уровне?', 'Which foreign languages do you speak at a working level?'),
    hint: t('Если никакими, ничего не отмечайте.', 'If none, leave them all unticked.'),
    // Not required: an empty list is the answer "none", which the scorer counts as zero languages.
    required: false,
    groups: [
      { id: 'european', label: t('Европейские', 'European') },
      { id: 'asian', label: t('Азиатские', 'Asian') },
      { id: 'other', label: t('Другие', 'Other') },
    ],
    options: [
      option('english', 'Английский', 'English', { groupId: 'european' }),
      option('german', 'Немецкий', 'German', { groupId: 'european' }),
      option('french', 'Французский', 'French', { groupId: 'european' }),
      option('spanish', 'Испанский', 'Spanish', { groupId: 'european' }),
      option('italian', 'Итальянский', 'Italian', { groupId: 'european' }),
      option('chinese', 'Китайский', 'Chinese', { groupId: 'asian' }),
      option('japanese', 'Японский', 'Japanese', { groupId: 'asian' }),
      option('arabic', 'Арабский', 'Arabic', { groupId: 'asian' }),
      option('other', 'Другой', 'Another language', { groupId: 'other' }),
    ],
  },
]

const experienceQuestions: Question[] = [
  { neuronName: 'military_service', type: 'select', text: t('Вы служили в армии?', 'Have you done military service?'), options: yesNo },
  {
    neuronName: 'work_experience_years',
    type: 'slider',
    text: t('Общий стаж работы', 'Total work experience'),
    min: 0,
    max: 60,
    step: 1,
    unit: 'years',
  },
  {
    neuronName: 'leadership_experience_years',
    type: 'slider',
    text: t('Сколько лет вы руководили людьми?', 'For how many years have you led people?'),
    min: 0,
    max: 60,
    step: 1,
    unit: 'years',
    // Leading people needs a working life of one's own, as an adult.
    dependsOn: {
      operator: 'and',
      scope: [
        { neuronName: 'work_experience_years', condition: '>0' },
        { neuronName: 'age', condition: '>17' },
      ],
    },
  },
  {
    neuronName: 'entrepreneurship',
    type: 'select',
    text: t('У вас был свой бизнес?', 'Have you had a business of your own?'),
    options: [option('none', 'Нет, никогда', 'No, never'), option('past', 'Да, в прошлом', 'Yes, in the past'), option('current', 'Да, сейчас', 'Yes, now')],
  },
]

const familyQuestions: Question[] = [
  {
    neuronName: 'family_parents_years',
    type: 'slider',
    text: t('Сколько лет ваши родители прожили вместе?', 'How many years did your parents live together?'),
    hint: t('Если они до сих пор вместе — сколько лет сейчас.', 'If they are still together, how many years so far.'),
    min: 0,
    max: 80,
    step: 1,
    unit: 'years',
    // Not everyone knows, or wants to say.
    allowNoAnswer: true,
  },
  {
    neuronName: 'family_siblings_count',
    type: 'dropdown',
    text: t('Сколько у вас братьев и сестёр?', 'How many brothers and sisters do you have?'),
    options: numbers(0, 10, t('10 и больше', '10 or more')),
  },
  {
    neuronName: 'family_children_count',
    type: 'dropdown',
    text: t('Сколько у вас детей?', 'How many children do you have?'),
    options: numbers(0, 10, t('10 и больше', '10 or more')),
  },
  {
    neuronName: 'family_partner',
    type: 'select',
    text: t('У вас есть партнёр?', 'Do you have a partner?'),
    options: [option('none', 'Нет', 'No'), option('partner', 'Да, мы в отношениях', 'Yes, we are in a relationship'), option('married', 'Да, мы в браке', 'Yes, we are married')],
  },
  {
    neuronName: 'family_partner_years',
    type: 'slider',
    text: t('Сколько лет вы вместе?', 'How many years have you been together?'),
    min: 0,
    max: 80,
    step: 1,
    unit: 'years',
    dependsOn: hasPartner,
  },
  {
    neuronName: 'family_cohabitation',
    type: 'select',
    text: t('Вы живёте вместе?', 'Do you live together?'),
    options: yesNo,
    dependsOn: hasPartner,
  },
  {
    neuronName: 'family_loss',
    type: 'select',
    text: t('Вы теряли кого-то из родителей, партнёра или ребёнка?', 'Have you lost a parent, a partner or a child?'),
    options: yesNo,
    // A painful question: the person may decline, and the scorer then takes it as unknown.
    allowNoAnswer: true,
  },
]

/**
 * The work questionnaire. `year` fixes the birth years offered (people 14 to 100 years old that
 * year): the seed passes the current year; a later year makes a new version, never an edit.
 */
export function workQuestionnaire(year: number): QuestionnaireDefinition {
  return {
    key: 'work',
    name: t('Анкета профиля', 'Profile questionnaire'),
    steps: [
      { id: 'about', title: t('О себе', 'About you'), questions: aboutQuestions(year) },
      { id: 'education', title: t('Образование', 'Education'), questions: educationQuestions },
      { id: 'experience', title: t('Опыт', 'Experience'), questions: experienceQuestions },
      { id: 'family', title: t('Семья', 'Family'), questions: familyQuestions },
    ],
  }
}
