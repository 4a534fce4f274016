// Every parameter of the model with its default. docs/engine.md gives the reason for each one;
// a change here is a change of the model and belongs in the model card too.

export const PARAMS = {
  // --- contact: how much a pair's weekly hours let them learn about each other ---
  /** Largest daily convergence rate (per day) as weekly hours grow without bound. */
  kMax: 0.03,
  /** Weekly hours at which contact reaches half of kMax: SPEC §9's default intensity (5 h). */
  hoursHalf: 5,
  /** SPEC §9 weight 0.75: a remote hour counts as 3/4 of an office hour for learning each other. */
  remoteHoursWeight: 0.75,
  /** SPEC §9 weight 2/3: mood spreads remotely at 2/3 of its office strength (fewer non-verbal cues). */
  remoteMoodWeight: 2 / 3,

  // --- attitudes ---
  /** Reciprocity: pull toward the partner's attitude, relative to the pull toward one's target. */
  reciprocity: 0.5,
  /** Attitude target shift per point of own mood (a good mood colours how one sees others). */
  moodToAttitude: 0.15,
  /** Attitude target shift per unit of manager quality (-1..1). */
  managerToAttitude: 12,
  /** A lead's influence relative to a manager's. */
  leadWeight: 0.5,
  /** Daily attitude shock (points, at full contact; scaled by contact). */
  attitudeShock: 1.5,
  /**
   * Per-replicate spread (sd, points, near-normal) of where a pair settles: what the inputs cannot
   * pin down. Love 27: with it, traits explain about 15 % of realised satisfaction (Joel et al. 2020:
   * up to 21 %) and a partner's negative emotionality correlates about -.22 (Malouff et al. 2010).
   */
  realitySpreadWork: 6,
  realitySpreadLove: 27,
  /**
   * Per-replicate spread (sd, points, near-normal) of a first impression around what similarity
   * predicts: chemistry, the day, the place. Calibrated so similarity and attraction at zero
   * acquaintance correlate about .47 (Montoya et al. 2008) in both variants.
   */
  impressionSpreadWork: 16,
  impressionSpreadLove: 12,

  // --- expectation (first impression) from similarity: Montoya et al. 2008 ---
  /** Attitude at zero acquaintance for identical people (points); linear down to -this for opposites. */
  expectationScale: 60,
  /** Own mood's share in a first impression. */
  expectationMood: 0.2,

  // --- reality (settled attitude) from actor and partner effects: Dyrenforth et al. 2010 ---
  realityBase: 10,
  /** Actor effect: the maturer person sees others more kindly. */
  actorL: 0.5,
  /** Partner effects: how the partner is experienced. L strongest (agreeableness + emotional stability). */
  partnerL: 0.8,
  partnerP: 0.4,
  partnerK: 0.2,

  // --- love variant: Malouff et al. 2010 (traits), Joel et al. 2020 (perceptions) ---
  /** Partner's negative emotionality: the strongest trait predictor (per point from 50). */
  lovePartnerNE: -0.36,
  lovePartnerA: 0.25,
  lovePartnerC: 0.2,
  loveActorNE: -0.34,
  loveActorA: 0.15,
  /** Points per unit of the weighted perception score (-1..1). */
  lovePerceptionScale: 80,
  /** Share of perceptions in reality when present; traits keep the rest. */
  lovePerceptionWeight: 0.8,

  // --- moods ---
  /** Daily pull of mood back to the person's baseline (plus climate and manager). */
  moodReturn: 0.05,
  /** Weight of the relational climate (how partners regard one) in the mood target. */
  moodClimate: 0.25,
  /** Mood contagion per day per unit of contact. */
  moodContagion: 0.04,
  /** Mood target shift per unit of manager quality. */
  managerToMood: 10,
  /** Daily mood shock (points). */
  moodShock: 2,

  // --- team indicators: Peeters et al. 2006, Bell 2007, Prewett et al. 2009 ---
  /** Base power per person: K first (cognitive ability, ρ = .29, Devine & Philips 2001), then P, then L. */
  powerP: 0.25,
  powerK: 0.55,
  powerL: 0.2,
  /**
   * A team's fortune in a year (sd of a near-normal factor on power, per replicate): markets, clients,
   * illness, luck. What composition cannot know; with it mean K, P, L correlate with a realised year's
   * power as in the meta-analyses rather than almost fixing it.
   */
  teamFortune: 0.27,
  /**
   * Level of the union effect (fraction of power): the composition terms below are measured from the
   * middle of each scale (mean 50, spread 0, minimum 50), but a typical team has a spread of about 15
   * and a minimum L near 30. The level re-centres them so a typical team's union is about 0 (ADR 024).
   */
  unionLevel: 0.245,
  unionMeanL: 0.06,
  unionMeanP: 0.2,
  unionSpreadP: -0.9,
  unionSpreadL: -0.12,
  unionMinL: 0.12,
  unionCohesion: 0.3,
  /** The union effect multiplies power within ±this fraction. */
  unionLimit: 0.5,
  /** Power changes by mood/moodToPower (atmosphere +100 → +25 %). */
  moodToPower: 400,
  managerFitL: 0.3,
  managerFitP: 0.2,
  managerFitReceived: 0.25,
  /** Statistical power: the share of simulated years whose average power is above this (a typical team's level). */
  statisticalPowerThreshold: 50,
} as const

export type Params = typeof PARAMS
