// The text port for jobs: `createPairTextPort(env).compose(input)` (ADR 022).
export * from './index'
export { createPairTextPort } from './port.server'
export type { PairTextPort, PairTextPortOptions } from './port.server'
export { checkChatAnswer } from './check'
export { currentTexts } from './current.server'
