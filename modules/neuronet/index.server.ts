// What other modules may use of neuronet on the server: the published model of a tenant, for the
// profiles' scoring job (which falls back to the baseline when this answers null or throws).
export { publishedScorer, type PublishedScorer } from './server/scorer.server'
