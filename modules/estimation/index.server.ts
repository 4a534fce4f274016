// What other modules may use of estimation on the server (contract of issue 12): the administration
// module's ratings view, answers in words and estimator cleanup, the neuronet's training labels.
export { ratingsOfProfile, ratedCounts, trainingRatings, forgetEstimator, type ProfileRating } from './server/ratings.server'
export type { EstimationDoc, SkipStatus } from './server/estimations.repo.server'
export { answersInWords } from './server/page-data.server'
export type { AnswerStep } from './server/answers.server'
