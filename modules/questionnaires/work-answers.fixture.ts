// One complete filling of the seeded work questionnaire, as a client sends it (the controls'
// values, step by step). Shared by the unit, API and end-to-end tests.
import { NO_ANSWER } from './definition'

export const STEP_ANSWERS: Record<string, Record<string, string | string[]>> = {
  about: { gender: 'female', birth_day: '15', birth_month: '7', birth_year: '1990' },
  education: {
    school_primary: 'yes',
    school_secondary: 'complete',
    schools_count: '1',
    school_type: 'general',
    school_location: 'city',
    college: 'none',
    university: 'complete',
    university_prestige: 'national',
    education_bachelor: 'yes',
    education_master: 'no',
    relocation: 'none',
    extra_courses_count: '1-2',
    foreign_languages: ['english'],
  },
  experience: { military_service: 'no', work_experience_years: '10', leadership_experience_years: '2', entrepreneurship: 'none' },
  family: {
    family_parents_years: '20',
    family_siblings_count: '1',
    family_children_count: '0',
    family_partner: 'married',
    family_partner_years: '5',
    family_cohabitation: 'yes',
    family_loss: NO_ANSWER,
  },
}

export const ALL_ANSWERS = Object.assign({}, ...Object.values(STEP_ANSWERS)) as Record<string, string | string[]>
