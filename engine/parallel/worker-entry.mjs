// The worker thread's entry: plain JavaScript, so it starts without a loader, then registers tsx
// (the platform runs its TypeScript through tsx) and loads the worker itself. The pool starts
// workers with execArgv [] so a loader inherited from the parent is never registered twice.
import { register } from 'tsx/esm/api'

register()
await import('./worker.ts')
