// reflectState's list of runs in flight: asked of every module that starts runs (ModuleServer's
// `runsInFlight`), from the store, so a page opened mid-run shows the loader at once even if no
// stream of that user was open in this process when the run began (a per-process map fed by
// sceneComputePhase messages would not know those runs). ADR 021.
import type { LiveTarget, RunState } from './types'

export type RunsInFlight = (target: LiveTarget) => Promise<RunState[]>

interface Answering<S> {
  name: string
  runsInFlight?: (services: S, target: LiveTarget) => Promise<RunState[]>
}

/** Every module's answer, together; a module that fails is left out (the loader then waits for the next phase message). */
export function runsInFlightOf<S>(modules: Answering<S>[], services: S, onError: (module: string, error: unknown) => void = () => {}): RunsInFlight {
  const answering = modules.filter((m) => m.runsInFlight)
  return async (target) => {
    const lists = await Promise.all(
      answering.map((m) =>
        m.runsInFlight!(services, target).catch((error: unknown) => {
          onError(m.name, error)
          return [] as RunState[]
        })
      )
    )
    return lists.flat()
  }
}
