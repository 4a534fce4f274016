// Errors the scene functions throw for calls that can only come from a bug (an unknown actor id,
// a day outside the timeline). Rule-based refusals (a repeated rank, a second dismissal) are not
// errors: the function returns the scene unchanged, as SPEC §4 says they are ignored.

export type SceneErrorCode = 'actor_not_found' | 'actor_exists' | 'day_out_of_range' | 'invalid_interaction'

export class SceneError extends Error {
  constructor(
    readonly code: SceneErrorCode,
    message: string
  ) {
    super(message)
    this.name = 'SceneError'
  }
}
