// Deep merge of message trees: later trees win key by key, so ra-language-russian (5.4, older than
// react-admin 5.15) is laid over the English messages and a key it lacks shows in English, not as a key.
export type Messages = { [key: string]: string | Messages }

export function mergeMessages(...trees: Messages[]): Messages {
  const out: Messages = {}
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key]
      out[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value
    }
  }
  return out
}
