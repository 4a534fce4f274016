// On its own so that the questionnaire's browser script (public/questionnaire.js) can read it
// without carrying the whole neuron vocabulary of neurons.ts.

/** The no-answer sentinel a question sends when the person chose not to answer (SPEC §3). */
export const NO_ANSWER = '__none__'
