// The demo owner's people: a handful of filled profiles (isDemo) with varied answers, so a newcomer
// can run a pair check at once. Their answers go through the engine's scorer like anyone's
// (modules/profiles/jobs/score-profile.server.ts), so their scores are what a real filling gives.
// They are answers to the seeded work questionnaire and must obey its dependsOn rules: an answer
// whose question the rules hide (a university without a finished secondary school, anything after
// primary school without `school_primary`) scores, yet no page shows it (the estimator's page hid
// the whole education chain). demo.server.test.ts checks every answer is a visible question.
//
// A love tenant's demo people answer the love questionnaire instead (`love`): its ten statements
// give the five traits their profile pages show (ADR 041), where work answers would have given K, P,
// L with work meanings and an experience grade the love product never shows.
import type { ProfileAnswers } from '#engine/scoring/index'
import { LOVE_ITEMS } from '#engine/scoring/love'

export interface DemoPerson {
  firstName: string
  lastName: string
  /** Work tenants only: a love tenant's profiles have no position. */
  position: string
  gender: 'male' | 'female'
  /** The work questionnaire's answers (a work tenant). */
  answers: ProfileAnswers
  /** The love questionnaire's answers (a love tenant). */
  love: ProfileAnswers
}

/**
 * The ten statements' answers (5 agree strongly … 1 disagree strongly, as the form stores them), in
 * LOVE_ITEMS' order: E+ E− A+ A− O+ O− C+ C− N+ N− (− is reverse-keyed).
 */
function statements(values: string): ProfileAnswers {
  const list = values.split(' ')
  if (list.length !== LOVE_ITEMS.length) throw new Error(`ten statements expected: ${values}`)
  return Object.fromEntries(LOVE_ITEMS.map((item, i) => [item.neuronName, list[i]]))
}

/** How someone in a relationship sees it, 1..5: satisfaction, commitment, conflict (5 most), shared interests. */
const inRelationship = (satisfaction: string, commitment: string, conflict: string, shared: string): ProfileAnswers => ({
  in_relationship: 'yes',
  rel_satisfaction: satisfaction,
  rel_commitment: commitment,
  rel_conflict: conflict,
  rel_shared_interests: shared,
})

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    firstName: 'Анна',
    lastName: 'Демидова',
    position: 'Руководитель проектов',
    gender: 'female',
    answers: {
      age: 41,
      school_primary: 'yes',
      school_secondary: 'complete',
      university: 'complete',
      university_prestige: 'top',
      education_bachelor: 'yes',
      education_master: 'yes',
      extra_courses_count: 6,
      foreign_languages: ['english', 'german'],
      work_experience_years: 17,
      leadership_experience_years: 8,
      family_partner: 'married',
      family_partner_years: 12,
      family_cohabitation: 'yes',
      family_loss: 'no',
    },
    love: {
      age: 41,
      ...inRelationship('4', '5', '2', '4'),
      meeting_place: 'friends',
      shared_interests: ['travel', 'culture', 'cooking'],
      work_life_balance: 'balance',
      ideal_weekend: 'trip',
      long_distance: 'possible',
      weekly_time_together: '25',
      attraction_type: 'values',
      love_language: 'time',
      challenge: 'time',
      second_chance: 'depends',
      ...statements('4 2 4 2 4 1 5 2 2 4'),
    },
  },
  {
    firstName: 'Борис',
    lastName: 'Демченко',
    position: 'Инженер-программист',
    gender: 'male',
    answers: {
      age: 29,
      school_primary: 'yes',
      school_secondary: 'complete',
      university: 'complete',
      education_bachelor: 'yes',
      work_experience_years: 6,
      foreign_languages: ['english'],
      family_partner: 'partner',
    },
    love: {
      age: 29,
      ...inRelationship('3', '3', '3', '3'),
      meeting_place: 'online',
      shared_interests: ['games', 'music'],
      work_life_balance: 'work',
      ideal_weekend: 'apart',
      long_distance: 'now',
      weekly_time_together: '8',
      attraction_type: 'mind',
      love_language: 'help',
      challenge: 'communication',
      second_chance: 'yes',
      ...statements('2 4 3 3 5 2 3 3 4 2'),
    },
  },
  {
    firstName: 'Вера',
    lastName: 'Демьянова',
    position: 'Аналитик',
    gender: 'female',
    answers: {
      age: 24,
      school_primary: 'yes',
      school_secondary: 'complete',
      university: 'complete',
      education_bachelor: 'yes',
      work_experience_years: 2,
      family_partner: 'partner',
    },
    love: {
      age: 24,
      ...inRelationship('5', '4', '1', '5'),
      meeting_place: 'work_study',
      shared_interests: ['travel', 'sport', 'nature'],
      work_life_balance: 'life',
      ideal_weekend: 'active',
      long_distance: 'no',
      weekly_time_together: '30',
      attraction_type: 'humour',
      love_language: 'touch',
      challenge: 'jealousy',
      second_chance: 'depends',
      ...statements('5 1 5 2 4 2 3 3 3 3'),
    },
  },
  {
    firstName: 'Глеб',
    lastName: 'Демин',
    position: 'Менеджер по продажам',
    gender: 'male',
    answers: {
      age: 35,
      school_primary: 'yes',
      school_secondary: 'complete',
      university: 'complete',
      work_experience_years: 10,
      leadership_experience_years: 3,
      family_partner: 'none',
      family_loss: 'yes',
    },
    love: {
      age: 35,
      in_relationship: 'no',
      meeting_place: 'hobby',
      shared_interests: ['sport', 'nature'],
      work_life_balance: 'balance',
      ideal_weekend: 'friends',
      long_distance: 'possible',
      weekly_time_together: '15',
      attraction_type: 'confidence',
      love_language: 'words',
      challenge: 'time',
      second_chance: 'no',
      ...statements('4 2 2 4 3 3 4 2 2 4'),
    },
  },
  {
    firstName: 'Дарья',
    lastName: 'Демидович',
    position: 'Стажёр',
    gender: 'female',
    answers: { age: 19, school_primary: 'yes', school_secondary: 'complete', university: 'none', work_experience_years: 0, family_partner: 'none' },
    love: {
      age: 19,
      in_relationship: 'no',
      meeting_place: 'chance',
      shared_interests: ['culture', 'music'],
      work_life_balance: 'life',
      ideal_weekend: 'friends',
      long_distance: 'no',
      weekly_time_together: '20',
      attraction_type: 'looks',
      love_language: 'gifts',
      challenge: 'family',
      second_chance: 'yes',
      ...statements('4 3 4 2 4 2 2 4 5 1'),
    },
  },
  {
    firstName: 'Егор',
    lastName: 'Деменков',
    position: 'Технический директор',
    gender: 'male',
    answers: {
      age: 47,
      school_primary: 'yes',
      school_secondary: 'complete',
      university: 'complete',
      university_prestige: 'national',
      education_bachelor: 'yes',
      education_master: 'yes',
      extra_courses_count: 3,
      foreign_languages: ['english'],
      work_experience_years: 24,
      leadership_experience_years: 12,
      entrepreneurship: 'none',
      family_partner: 'married',
      family_partner_years: 20,
      family_cohabitation: 'yes',
      family_loss: 'no',
    },
    love: {
      age: 47,
      ...inRelationship('4', '5', '2', '3'),
      meeting_place: 'work_study',
      shared_interests: ['cooking', 'nature', 'reading'],
      work_life_balance: 'work',
      ideal_weekend: 'home',
      long_distance: 'no',
      weekly_time_together: '18',
      attraction_type: 'kindness',
      love_language: 'help',
      challenge: 'household',
      second_chance: 'depends',
      ...statements('2 4 4 1 3 3 5 1 1 5'),
    },
  },
  // A seventh person: with six, nobody can pass SPEC §9's 50 hours a week (5 partners × 10 h is 50,
  // which does not warn), so the scene editor's warning could not be shown on demo people alone.
  {
    firstName: 'Жанна',
    lastName: 'Демидюк',
    position: 'Дизайнер',
    gender: 'female',
    answers: {
      age: 31,
      school_primary: 'yes',
      school_secondary: 'complete',
      university: 'complete',
      education_bachelor: 'yes',
      extra_courses_count: 2,
      work_experience_years: 8,
      foreign_languages: ['english'],
      family_partner: 'married',
      family_partner_years: 4,
    },
    love: {
      age: 31,
      ...inRelationship('2', '3', '4', '2'),
      meeting_place: 'friends',
      shared_interests: ['culture'],
      work_life_balance: 'work',
      ideal_weekend: 'apart',
      long_distance: 'possible',
      weekly_time_together: '10',
      attraction_type: 'mind',
      love_language: 'words',
      challenge: 'money',
      second_chance: 'depends',
      ...statements('3 3 2 4 5 1 2 4 4 2'),
    },
  },
]
