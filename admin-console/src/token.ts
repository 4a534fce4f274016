// The administrator's stored sign-in token (SPEC §6: each area keeps its own). localStorage, so a
// reload or a second tab stays signed in; the strict CSP is what keeps other scripts from reading it.
// Where there is no storage (Node, in the contract test; a refused storage) the token lives in memory.
const KEY = 'rapport.administrator.token'
let inMemory: string | null = null

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readToken(): string | null {
  try {
    return storage()?.getItem(KEY) ?? inMemory
  } catch {
    return inMemory
  }
}

export function storeToken(token: string) {
  inMemory = token
  try {
    storage()?.setItem(KEY, token)
  } catch {
    // Storage refused (private mode): the token stays in memory for this tab.
  }
}

export function clearToken() {
  inMemory = null
  try {
    storage()?.removeItem(KEY)
  } catch {
    // Storage refused: nothing was stored there either.
  }
}
