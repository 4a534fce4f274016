// The demo owner's people: a handful of filled profiles (isDemo) with varied answers, so a newcomer
// can run a pair check at once. Their answers go through the engine's scorer like anyone's
// (modules/profiles/jobs/score-profile.server.ts), so their scores are what a real filling gives.
// They are answers to the seeded work questionnaire and must obey its dependsOn rules: an answer
// whose question the rules hide (a university without a finished secondary school, anything after
// primary school without `school_primary`) scores, yet no page shows it (the estimator's page hid
// the whole education chain). demo.server.test.ts checks every answer is a visible question.
import type { ProfileAnswers } from '#engine/scoring/index'

export interface DemoPerson {
  firstName: string
  lastName: string
  /** Work tenants only: a love tenant's profiles have no position. */
  position: string
  gender: 'male' | 'female'
  answers: ProfileAnswers
}

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
  },
  {
    firstName: 'Дарья',
    lastName: 'Демидович',
    position: 'Стажёр',
    gender: 'female',
    answers: { age: 19, school_primary: 'yes', school_secondary: 'complete', university: 'none', work_experience_years: 0, family_partner: 'none' },
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
  },
]
