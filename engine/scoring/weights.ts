// The weights of the baseline scorer. Every weight is non-negative, so a feature that grows never
// lowers a score (monotonicity), and each competence's weights sum to 1, so a score is a weighted
// mean of features on 0..1 times 100. A weight of 0 is a decision, not an omission: the feature
// is read (and handed to the neural network) but the evidence does not support scoring it.

import type { FeatureName } from './features'

export interface Weight {
  feature: FeatureName
  weight: number
  reason: string
}

/** K, qualification: what the person has learned and can show for it. */
export const K_WEIGHTS: readonly Weight[] = [
  { feature: 'degree', weight: 0.4, reason: 'The highest formal education reached is the most direct, verifiable sign of qualification.' },
  { feature: 'languages', weight: 0.15, reason: 'Working foreign languages open sources and clients; a skill that takes years to build.' },
  { feature: 'courses', weight: 0.13, reason: 'Extra courses show qualification kept up to date after formal schooling.' },
  { feature: 'universityPrestige', weight: 0.1, reason: 'Selective universities admit and train on a higher bar; a weak signal, so a small weight.' },
  { feature: 'work', weight: 0.1, reason: 'Qualification is also learned on the job.' },
  { feature: 'schoolType', weight: 0.08, reason: 'Schools with advanced study of subjects build an earlier foundation.' },
  { feature: 'schoolLocation', weight: 0.04, reason: 'Place of schooling stands for access to good schools; weak and confounded, so smallest.' },
]

/** P, professionalism: doing the work reliably, with responsibility. */
export const P_WEIGHTS: readonly Weight[] = [
  { feature: 'work', weight: 0.35, reason: 'Work experience predicts job performance (meta-analytic r about .27, Quinones, Ford & Teachout 1995), with diminishing returns.' },
  { feature: 'leadership', weight: 0.2, reason: 'Years of leading people mean responsibility for results beyond one own task.' },
  { feature: 'degree', weight: 0.12, reason: 'Formal training carries professional standards and methods.' },
  { feature: 'entrepreneurship', weight: 0.1, reason: 'Running a business demands ownership of the whole outcome.' },
  { feature: 'courses', weight: 0.1, reason: 'Professional development is a habit of professionals.' },
  { feature: 'languages', weight: 0.05, reason: 'Working languages widen the professional reach.' },
  { feature: 'relocation', weight: 0.04, reason: 'Moving for study or work shows investment in a career.' },
  { feature: 'age', weight: 0.04, reason: 'Conscientiousness, closest of the traits to P, rises with age (Roberts, Walton & Viechtbauer 2006).' },
  { feature: 'military', weight: 0, reason: 'No consistent evidence that service raises professionalism; left to the network.' },
]

/** L, personal maturity: agreeableness and emotional stability in the person's own life. */
export const L_WEIGHTS: readonly Weight[] = [
  {
    feature: 'age',
    weight: 0.3,
    reason: 'The maturity principle: agreeableness, conscientiousness and emotional stability rise with age, mostly from 20 to 40 (Roberts, Walton & Viechtbauer 2006).',
  },
  {
    feature: 'partner',
    weight: 0.1,
    reason: 'Entering a lasting partnership goes with falling neuroticism (Neyer & Asendorpf 2001; social investment, Lehnart, Neyer & Eccles 2010).',
  },
  { feature: 'partnerYears', weight: 0.1, reason: 'Keeping a partnership for years is itself shown maturity.' },
  {
    feature: 'parentsTogether',
    weight: 0.1,
    reason: 'Parental divorce goes with lower adult well-being (Amato & Keith 1991 meta-analysis; Amato 2001 update); small effects, so a modest weight.',
  },
  { feature: 'work', weight: 0.1, reason: 'Investment in work roles goes with growing conscientiousness (Hudson, Roberts & Lodi-Smith 2012).' },
  { feature: 'cohabitation', weight: 0.05, reason: 'Sharing a household is an everyday exercise in give and take.' },
  { feature: 'children', weight: 0.05, reason: 'Parenthood is a social-investment role; its effect on traits is small and mixed (van Scheppingen et al. 2016), so small.' },
  { feature: 'schoolStability', weight: 0.05, reason: 'Frequent school changes go with poorer adjustment (Reynolds, Chen & Herbers 2009 synthesis).' },
  { feature: 'relocation', weight: 0.05, reason: 'Living away from home demands independence.' },
  { feature: 'leadership', weight: 0.05, reason: 'Leading people asks for patience and restraint.' },
  { feature: 'degree', weight: 0.05, reason: 'Finishing long studies takes persistence.' },
  { feature: 'siblings', weight: 0, reason: 'Birth order and sibship have negligible effects on adult traits (Damian & Roberts 2015).' },
  { feature: 'military', weight: 0, reason: 'Recruits were, if anything, lower in agreeableness after training (Jackson et al. 2012): no positive weight.' },
  { feature: 'loss', weight: 0, reason: 'A loss weighs on mood, not on maturity; it is scored in mood.' },
]

/** Starting mood on -100..100: a base plus additive terms. */
export const MOOD = {
  /** Most people report mildly positive well-being (Diener & Diener 1996): a typical person starts in 'good'. */
  base: 30,
  /** Marriage, then a steady relationship, go with the highest well-being (Dush & Amato 2005). */
  partner: { none: 0, partner: 8, married: 15 },
  cohabitation: 4,
  /** Bereavement lowers well-being for years (Lucas et al. 2003 on widowhood). */
  loss: -30,
  /** Emotional stability, part of L, carries well-being: mood moves 0.3 point per point of L from 50. */
  perMaturityPoint: 0.3,
} as const

/** Grade: effective years are work years plus half the leadership years, scaled by K. */
export const GRADE = {
  leadershipShare: 0.5,
  /** K of 0 counts the years at 0.8, K of 50 at 1.0, K of 100 at 1.2. */
  kFactorAt0: 0.8,
  kFactorSpan: 0.4,
  /** Lower bounds of effective years: junior below 1. */
  thresholds: [
    { grade: 'senior+', years: 8 },
    { grade: 'senior', years: 5 },
    { grade: 'middle+', years: 3.5 },
    { grade: 'middle', years: 2 },
    { grade: 'junior+', years: 1 },
    { grade: 'junior', years: 0 },
  ],
} as const
