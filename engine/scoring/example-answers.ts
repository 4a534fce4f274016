// Example questionnaires with known scores: the model card's table (docs/engine/scoring-and-scene.md
// §1.6), pinned by score-profile.test.ts and used as people in engine/integration.test.ts.

import type { ProfileAnswers } from './neurons'

export const EXAMPLE_ANSWERS = {
  none: {},
  leaver: { age: 18, school_secondary: 'complete', university: 'none', work_experience_years: 0, family_partner: 'none' },
  graduate: { age: 24, education_bachelor: 'yes', university: 'complete', work_experience_years: 2, family_partner: 'partner' },
  seasoned: {
    age: 42,
    school_secondary: 'complete',
    university: 'complete',
    university_prestige: 'top',
    education_bachelor: 'yes',
    education_master: 'yes',
    extra_courses_count: 6,
    foreign_languages: ['english', 'german'],
    work_experience_years: 18,
    leadership_experience_years: 8,
    family_partner: 'married',
    family_partner_years: 12,
    family_cohabitation: 'yes',
    family_loss: 'no',
  },
  bereaved: { age: 35, university: 'complete', work_experience_years: 10, family_partner: 'none', family_loss: 'yes' },
} as const satisfies Record<string, ProfileAnswers>
