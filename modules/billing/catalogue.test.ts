import { describe, expect, it } from 'vitest'
import { PRICES } from '#seeds/prices'
import { OFFERS, discountPercent, findOffer, grantOf, periodEnd } from './catalogue'

describe('subscription catalogue', () => {
  it('sells SPEC §3’s set: LITE 7 days, 1 month and a demo; MID and FULL weekly and monthly with 1-4 teams and a 1-team demo; the 120-month bonus', () => {
    expect(OFFERS.map((o) => o.key)).toEqual([
      'LITE_7D',
      'LITE_1M',
      'LITE_3D',
      ...['MID_7D', 'MID_1M', 'FULL_7D', 'FULL_1M'].flatMap((p) => [1, 2, 3, 4].map((t) => `${p}_T${t}`)),
      'MID_3D_T1',
      'FULL_3D_T1',
      'FULL_120M_T4',
    ])
    expect(findOffer('FULL_120M_T4')).toMatchObject({ name: 'bonus', plan: 'FULL', teams: 4, period: { unit: 'month', count: 120 } })
    expect(findOffer('nope')).toBeNull()
  })

  it('every offer has one seeded price in roubles and dollars, and every seeded price names an offer', () => {
    expect(PRICES.map((p) => p.offer).sort()).toEqual(OFFERS.map((o) => o.key).sort())
    for (const p of PRICES) for (const c of [p.rub, p.usd]) expect(c.listPrice).toBeGreaterThanOrEqual(c.price)
  })

  it('grants by plan: basic has no teams and hides expertise; simulator adds the scene; simulator pro adds comparison', () => {
    expect(grantOf('NONE')).toEqual({ teams: false, scene: false, compare: false, maxTeams: 0, expertise: false })
    expect(grantOf('LITE')).toMatchObject({ teams: true, scene: false, compare: false, maxTeams: 1 })
    expect(grantOf('MID', 3)).toMatchObject({ teams: true, scene: true, compare: false, maxTeams: 3 })
    expect(grantOf('FULL', 4)).toMatchObject({ teams: true, scene: true, compare: true, maxTeams: 4 })
  })

  it('discountPercent is round(100 × (price1 − price2) / price2), 0 without a discount', () => {
    expect(discountPercent(3960, 2990)).toBe(32)
    expect(discountPercent(990, 990)).toBe(0)
    expect(discountPercent(0, 0)).toBe(0)
  })

  it('a month keeps the day of the month, clamped to the month’s end; days are whole days', () => {
    expect(periodEnd(new Date('2026-01-31T08:00:00Z'), { unit: 'month', count: 1 }).toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(periodEnd(new Date('2026-11-27T08:00:00Z'), { unit: 'month', count: 120 }).toISOString()).toBe('2036-11-27T08:00:00.000Z')
    expect(periodEnd(new Date('2026-11-27T08:00:00Z'), { unit: 'day', count: 3 }).toISOString()).toBe('2026-11-30T08:00:00.000Z')
  })
})
