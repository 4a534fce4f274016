// The shape of a module's locale tree, for the locale tests every module has: its keys as dotted
// paths, and the same keys with plural suffixes taken off (Russian has one/few/many/other where
// English has one/other, so two languages agree on these bases, not on every key).
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Every text of a locale tree with its key as a dotted path. */
export function localeTexts(tree: object, prefix = ''): Array<[key: string, text: string]> {
  return Object.entries(tree).flatMap(([k, v]): Array<[string, string]> => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : localeTexts(v as object, `${prefix}${k}.`)))
}

export const localeKeys = (tree: object): string[] => localeTexts(tree).map(([key]) => key)

/** The keys without plural suffixes, each once, sorted: equal for two languages that say the same things. */
export const localeBases = (tree: object) => [...new Set(localeKeys(tree).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort()
