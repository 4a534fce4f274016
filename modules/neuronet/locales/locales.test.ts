// The neuronet's texts: the same keys in Russian and English, a text for every refusal key the API
// answers with, here and in the console (neuronet.errors.*).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../admin-console/src/i18n/messages'
import ru from './ru.json'
import en from './en.json'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))

/** Every `neuronet…` error key the module's server code names. */
function refusalKeys(): string[] {
  const files = [
    'server/models.service.server.ts',
    'jobs/train-model.server.ts',
    'api/models.$id.ts',
    'api/models.$id.upload.ts',
    'api/predict.$profileId.ts',
    'api/models.$id.file.ts',
  ]
  const found = new Set<string>()
  for (const f of files) for (const m of readFileSync(new URL(`../${f}`, import.meta.url), 'utf8').matchAll(/'(neuronet[A-Z]\w+)'/g)) found.add(m[1])
  return [...found].sort()
}

describe('neuronet locales', () => {
  it('has the same keys in both languages', () => {
    expect(keys(ru as Tree).sort()).toEqual(keys(en as Tree).sort())
  })

  it('says every refusal the API answers with, in the module and in the console, in both languages', () => {
    const used = refusalKeys()
    expect(used.length).toBeGreaterThan(6)
    for (const key of used) {
      expect((ru as Tree & { errors: Tree }).errors[key], key).toEqual(expect.any(String))
      expect((en as Tree & { errors: Tree }).errors[key], key).toEqual(expect.any(String))
      for (const lng of ['ru', 'en'] as const) expect(((messages[lng] as Tree).neuronet as Tree & { errors: Tree }).errors[key], `${lng} ${key}`).toEqual(expect.any(String))
    }
  })
})
