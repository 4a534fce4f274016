// What other modules may use of the flame test on the server: the results an owner kept (dashboard).
export { savedTestsOf, type SavedTest } from './server/save.server'
