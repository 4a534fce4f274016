// What other modules and pages may use of questionnaires in any bundle (browser-safe: no server code).
export * from './definition'
export * from './filling'
export { workQuestionnaire } from './seeds/work-questionnaire'
export { loveQuestionnaire, coupleQuestionnaire } from './seeds/love-questionnaires'
