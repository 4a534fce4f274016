import { describe, expect, it } from 'vitest'
import type { LocaleTree } from '../types'
import { UNITS } from './definition'
import { FORMULA_NAMES } from './formulas'
import manifest from './module'
import ru from './locales/ru.json'
import en from './locales/en.json'

function leaves(tree: LocaleTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(leaves(value, `${prefix}${key}.`))))
  )
}

describe('questionnaires locales', () => {
  it('hold the same keys in Russian and English, none empty', () => {
    const [r, e] = [leaves(ru), leaves(en)]
    expect(Object.keys(r).sort()).toEqual(Object.keys(e).sort())
    for (const text of [...Object.values(r), ...Object.values(e)]) expect(text.trim()).not.toBe('')
  })

  it('name every unit and every formula’s error', () => {
    for (const unit of UNITS) expect(leaves(ru)).toHaveProperty([`unit.${unit}`])
    for (const formula of FORMULA_NAMES) expect(leaves(en)).toHaveProperty([`errors.formula.${formula}`])
  })

  it('are the module’s namespace, with its filling pages and its unique version index', () => {
    expect(manifest).toMatchObject({ name: 'questionnaires', locales: { ru, en } })
    expect(manifest.api.map((a) => a.path)).toContain('owner/profiles/short')
    expect(manifest.routes.map((r) => r.path)).toEqual(['profile-questionnaire', 'couple-questionnaire', 'owner/profiles/:id/questionnaire'])
    expect(manifest.indexes).toContainEqual({ collection: 'questionnaires', fields: { tenantId: 1, key: 1, version: 1 }, unique: true })
  })
})
