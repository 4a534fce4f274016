// The love variant's two questionnaires, written by us in Russian and English (ADR 041):
// - `love`: one person: about them (gender, birth date: the work questionnaire's ids), SPEC §3's love
//   topics, how they see their relationship if they are in one, and a short Big Five;
// - `couple`: the same person's answers plus their partner's gender and birth date, whose
//   neuronNames end in `_partner` (SPEC §3); the relationship questions are always asked.
// Relationship perceptions and Big Five statements carry the neuronNames engine/scoring/love.ts
// reads; the statements are the flame test's own (modules/flame, its locales `items.*`).
import { IN_RELATIONSHIP, LOVE_ITEMS, PERCEPTION_QUESTIONS } from '#engine/scoring/love'
import type { DependsOn, LocalisedText, Question, QuestionnaireDefinition, Step } from '../definition'
import { partnerNeuronName } from '../definition'
import { aboutQuestions, option, t } from './work-questionnaire'

/** The flame statements the short Big Five uses (modules/flame/locales `items.<id>`), by engine neuronName. */
const STATEMENTS: Record<string, LocalisedText> = {
  bf_e1: t('Я сам заговариваю с людьми, с которыми только что познакомился.', 'I start conversations with people I have only just met.'),
  bf_e2: t('В компании я предпочитаю держаться в тени.', 'At a gathering I prefer to stay in the background.'),
  bf_a1: t('Я исхожу из того, что у людей добрые намерения.', "I assume the best about other people's intentions."),
  bf_a2: t('С теми, кто меня раздражает, я могу быть холоден.', 'I can be cold towards people who annoy me.'),
  bf_o1: t('Мне нравится обдумывать идеи просто потому, что они интересны.', 'I enjoy turning over ideas just because they are interesting.'),
  bf_o2: t('Искусство, музыка и поэзия меня почти не трогают.', 'Art, music and poetry leave me fairly unmoved.'),
  bf_c1: t('Я довожу начатое до конца, даже когда становится скучно.', 'I finish what I start, even when it gets boring.'),
  bf_c2: t('Мои вещи часто в беспорядке.', 'My things are often in a mess.'),
  bf_n1: t('Я беспокоюсь о том, что может пойти не так.', 'I worry about things that might go wrong.'),
  bf_n2: t('Под давлением я сохраняю спокойствие.', 'I stay calm under pressure.'),
}

/** Agree → disagree, as the flame test shows it (SPEC §2); stored 5 … 1. */
const AGREEMENT = [
  option('5', 'Полностью согласен(на)', 'Agree strongly'),
  option('4', 'Скорее согласен(на)', 'Agree a little'),
  option('3', 'Ни то ни другое', 'Neither agree nor disagree'),
  option('2', 'Скорее не согласен(на)', 'Disagree a little'),
  option('1', 'Совсем не согласен(на)', 'Disagree strongly'),
]

const personalityQuestions: Question[] = LOVE_ITEMS.map((item) => ({ neuronName: item.neuronName, type: 'select', text: STATEMENTS[item.neuronName], options: AGREEMENT }))

const scale = (labels: [string, string][]) => labels.map(([ru, en], i) => option(String(i + 1), ru, en))

/** How this person sees this relationship (Joel et al. 2020): the engine's perceptions, 1..5. */
function perceptionQuestions(dependsOn?: DependsOn): Question[] {
  const when = dependsOn ? { dependsOn } : {}
  return [
    {
      neuronName: PERCEPTION_QUESTIONS.satisfaction,
      type: 'select',
      text: t('Насколько вы довольны вашими отношениями?', 'How satisfied are you with your relationship?'),
      options: scale([
        ['Совсем не доволен(на)', 'Not at all'],
        ['Скорее не доволен(на)', 'Not very'],
        ['Отчасти', 'Somewhat'],
        ['Доволен(на)', 'Satisfied'],
        ['Очень доволен(на)', 'Very satisfied'],
      ]),
      ...when,
    },
    {
      neuronName: PERCEPTION_QUESTIONS.commitment,
      type: 'select',
      text: t('Насколько вы настроены сохранить эти отношения надолго?', 'How committed are you to keeping this relationship for the long run?'),
      options: scale([
        ['Совсем не настроен(а)', 'Not at all'],
        ['Скорее нет', 'Not very'],
        ['Пока не знаю', 'Not sure yet'],
        ['Настроен(а)', 'Committed'],
        ['Твёрдо настроен(а)', 'Fully committed'],
      ]),
      ...when,
    },
    {
      neuronName: PERCEPTION_QUESTIONS.conflict,
      type: 'select',
      text: t('Как часто вы ссоритесь?', 'How often do you quarrel?'),
      options: scale([
        ['Никогда', 'Never'],
        ['Редко', 'Rarely'],
        ['Иногда', 'Sometimes'],
        ['Часто', 'Often'],
        ['Почти каждый день', 'Almost every day'],
      ]),
      ...when,
    },
    {
      neuronName: PERCEPTION_QUESTIONS.sharedInterests,
      type: 'select',
      text: t('Сколько у вас общих интересов?', 'How many interests do you share?'),
      options: scale([
        ['Почти ни одного', 'Hardly any'],
        ['Немного', 'A few'],
        ['Примерно половина', 'About half'],
        ['Большинство', 'Most'],
        ['Почти все', 'Nearly all'],
      ]),
      ...when,
    },
  ]
}

/** SPEC §3 love topics, in the order a conversation would take them. */
const topicQuestions: Question[] = [
  {
    neuronName: 'meeting_place',
    type: 'select',
    text: t('Где вы познакомились с партнёром (или где хотели бы познакомиться)?', 'Where did you meet your partner (or where would you like to meet one)?'),
    options: [
      option('work_study', 'На работе или учёбе', 'At work or where I study'),
      option('friends', 'Через друзей', 'Through friends'),
      option('online', 'В интернете', 'Online'),
      option('hobby', 'На хобби, в спорте, в поездке', 'At a hobby, sport or on a trip'),
      option('chance', 'Случайно', 'By chance'),
    ],
  },
  {
    neuronName: 'shared_interests',
    type: 'multiselect',
    text: t('Чем вам нравится заниматься вместе?', 'What do you like doing together?'),
    hint: t('Отметьте всё подходящее или ничего.', 'Tick all that apply, or none.'),
    required: false,
    options: [
      option('travel', 'Путешествия', 'Travel'),
      option('sport', 'Спорт', 'Sport'),
      option('culture', 'Кино, театр, музеи', 'Films, theatre, museums'),
      option('cooking', 'Готовить', 'Cooking'),
      option('games', 'Игры', 'Games'),
      option('nature', 'Природа', 'Nature'),
      option('reading', 'Книги', 'Books'),
      option('music', 'Музыка', 'Music'),
    ],
  },
  {
    neuronName: 'work_life_balance',
    type: 'select',
    text: t('Что для вас важнее сейчас?', 'What matters more to you right now?'),
    options: [option('work', 'Работа и карьера', 'Work and career'), option('balance', 'Поровну', 'Both equally'), option('life', 'Личная жизнь', 'Personal life')],
  },
  {
    neuronName: 'ideal_weekend',
    type: 'select',
    text: t('Ваши идеальные выходные', 'Your ideal weekend'),
    options: [
      option('home', 'Дома вдвоём', 'At home together'),
      option('active', 'Активно, на природе', 'Active, outdoors'),
      option('friends', 'С друзьями', 'With friends'),
      option('trip', 'В поездке', 'On a trip'),
      option('apart', 'Каждый своим делом', 'Each doing our own thing'),
    ],
  },
  {
    neuronName: 'long_distance',
    type: 'select',
    text: t('Отношения на расстоянии для вас', 'A long-distance relationship is, for you'),
    options: [option('now', 'Наш случай сейчас', 'Our situation now'), option('possible', 'Возможны на время', 'Possible for a while'), option('no', 'Не для меня', 'Not for me')],
  },
  {
    neuronName: 'weekly_time_together',
    type: 'slider',
    text: t('Сколько часов в неделю вы проводите вместе (или хотели бы)?', 'How many hours a week do you spend together (or would like to)?'),
    hint: t('Время, когда вы заняты друг другом, без сна.', 'Time you spend on each other, not counting sleep.'),
    min: 0,
    max: 100,
    step: 1,
    unit: 'hours',
  },
  {
    neuronName: 'attraction_type',
    type: 'select',
    text: t('Что вас больше всего привлекает в человеке?', 'What attracts you most in a person?'),
    options: [
      option('looks', 'Внешность', 'Looks'),
      option('mind', 'Ум', 'Mind'),
      option('humour', 'Чувство юмора', 'Sense of humour'),
      option('kindness', 'Доброта', 'Kindness'),
      option('confidence', 'Уверенность', 'Confidence'),
      option('values', 'Общие ценности', 'Shared values'),
    ],
  },
  {
    neuronName: 'love_language',
    type: 'select',
    text: t('Как вы чаще всего проявляете любовь?', 'How do you most often show love?'),
    options: [
      option('words', 'Словами', 'With words'),
      option('time', 'Временем вместе', 'With time together'),
      option('gifts', 'Подарками', 'With gifts'),
      option('help', 'Помощью и делами', 'With help and deeds'),
      option('touch', 'Прикосновениями', 'With touch'),
    ],
  },
  {
    neuronName: 'challenge',
    type: 'select',
    text: t('Что в отношениях для вас труднее всего?', 'What is hardest for you in a relationship?'),
    options: [
      option('communication', 'Договариваться', 'Talking things through'),
      option('time', 'Находить время', 'Finding time'),
      option('money', 'Деньги', 'Money'),
      option('jealousy', 'Ревность', 'Jealousy'),
      option('household', 'Быт', 'Housework'),
      option('family', 'Родные и друзья', 'Family and friends'),
    ],
  },
  {
    neuronName: 'second_chance',
    type: 'select',
    text: t('Дали бы вы отношениям второй шанс после серьёзной ссоры?', 'Would you give a relationship a second chance after a serious quarrel?'),
    options: [option('yes', 'Да', 'Yes'), option('depends', 'Смотря что случилось', 'It depends on what happened'), option('no', 'Нет', 'No')],
  },
]

const inRelationship: Question = {
  neuronName: IN_RELATIONSHIP,
  type: 'select',
  text: t('Вы сейчас в отношениях?', 'Are you in a relationship now?'),
  options: [option('yes', 'Да', 'Yes'), option('no', 'Нет', 'No')],
}

/** The partner's twin of an about-question: suffixed names (the `age` formula then reads the partner's birth date), own texts. */
function partnerQuestions(year: number): Question[] {
  const texts: Record<string, LocalisedText> = {
    gender: t('Пол партнёра', "Your partner's gender"),
    birth_day: t('День рождения партнёра', "Your partner's day of birth"),
    birth_month: t('Месяц рождения партнёра', "Your partner's month of birth"),
    birth_year: t('Год рождения партнёра', "Your partner's year of birth"),
    age: t('Возраст партнёра, полных лет', "Your partner's age, full years"),
  }
  return aboutQuestions(year).map((q) => ({ ...q, neuronName: partnerNeuronName(q.neuronName), text: texts[q.neuronName] ?? q.text }))
}

const personalityStep: Step = { id: 'personality', title: t('Характер', 'Personality'), questions: personalityQuestions }

/** The love questionnaire (one person). `year` fixes the birth years offered, as the work questionnaire's. */
export function loveQuestionnaire(year: number): QuestionnaireDefinition {
  const inOne: DependsOn = { scope: [{ neuronName: IN_RELATIONSHIP, condition: '=yes' }] }
  return {
    key: 'love',
    name: t('Анкета для пары', 'Love questionnaire'),
    steps: [
      { id: 'about', title: t('О себе', 'About you'), questions: aboutQuestions(year) },
      { id: 'relationship', title: t('Отношения', 'Relationship'), questions: [inRelationship, ...topicQuestions, ...perceptionQuestions(inOne)] },
      personalityStep,
    ],
  }
}

/** The couple questionnaire: the person, their relationship, and their partner's gender and birth date (`_partner`). */
export function coupleQuestionnaire(year: number): QuestionnaireDefinition {
  return {
    key: 'couple',
    name: t('Анкета для двоих', 'Couple questionnaire'),
    steps: [
      { id: 'about', title: t('О себе', 'About you'), questions: aboutQuestions(year) },
      { id: 'relationship', title: t('Отношения', 'Relationship'), questions: [...topicQuestions, ...perceptionQuestions()] },
      personalityStep,
      { id: 'partner', title: t('О партнёре', 'About your partner'), questions: partnerQuestions(year) },
    ],
  }
}
