import { describe, expect, it } from 'vitest'
import { competenciesFromTraits, LOVE_ITEMS, LOVE_TRAITS, lovePerceptions, loveTraits, scoreLoveAnswers } from './love'

/** Every statement answered `value` (as a form stores it: a string). */
const all = (value: string) => Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, value]))

describe('love scoring', () => {
  it('has two statements per trait, one keyed each way', () => {
    for (const trait of LOVE_TRAITS) {
      const items = LOVE_ITEMS.filter((i) => i.trait === trait)
      expect(items).toHaveLength(2)
      expect(items.map((i) => i.reverse).sort()).toEqual([false, true])
    }
  })

  it.each(LOVE_ITEMS.map((i) => [i.neuronName, i]))('keys %s: agreeing strongly moves only its trait, the way its key says', (_name, item) => {
    const answers = { ...all('3'), [item.neuronName]: '5' }
    const traits = loveTraits(answers)!
    for (const trait of LOVE_TRAITS) expect(traits[trait]).toBe(trait === item.trait ? (item.reverse ? 25 : 75) : 50)
  })

  it('agreeing with everything lands every trait in the middle (acquiescence cancels out)', () => {
    expect(loveTraits(all('5'))).toEqual({ extraversion: 50, agreeableness: 50, openMindedness: 50, conscientiousness: 50, negativeEmotionality: 50 })
  })

  it('scores a known answer set: forward statements 5 and reversed 1 give 100, the opposite 0', () => {
    const high = Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, i.reverse ? '1' : '5']))
    const low = Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, i.reverse ? '5' : '1']))
    expect(Object.values(loveTraits(high)!)).toEqual([100, 100, 100, 100, 100])
    expect(Object.values(loveTraits(low)!)).toEqual([0, 0, 0, 0, 0])
  })

  it('a missing or off-scale statement gives no traits', () => {
    const { bf_e1: _missing, ...rest } = all('3')
    expect(loveTraits(rest)).toBeNull()
    expect(loveTraits({ ...all('3'), bf_n2: '6' })).toBeNull()
  })

  it('maps relationship answers 1..5 to perceptions -1..1, leaving out what was not answered', () => {
    expect(lovePerceptions({ rel_satisfaction: '5', rel_commitment: '4', rel_conflict: '1', rel_shared_interests: '3' })).toEqual({
      satisfaction: 1,
      commitment: 0.5,
      conflict: -1,
      sharedInterests: 0,
    })
    expect(lovePerceptions({ rel_satisfaction: '2' })).toEqual({ satisfaction: -0.5 })
    expect(lovePerceptions({ rel_satisfaction: 'NO_ANSWER' })).toBeNull()
  })

  it('derives K, P, L from the traits with the documented weights', () => {
    expect(competenciesFromTraits({ extraversion: 50, agreeableness: 60, openMindedness: 80, conscientiousness: 40, negativeEmotionality: 30 })).toEqual({
      K: 60, // 0.5·80 + 0.5·40
      P: 50, // 0.6·40 + 0.2·60 + 0.2·70
      L: 58, // 0.4·70 + 0.3·60 + 0.3·40
    })
  })

  it('a satisfied, calm person starts in a good mood; a dissatisfied, anxious one in a bad one', () => {
    const calm = Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, i.trait === 'negativeEmotionality' ? (i.reverse ? '5' : '1') : '3']))
    const anxious = Object.fromEntries(LOVE_ITEMS.map((i) => [i.neuronName, i.trait === 'negativeEmotionality' ? (i.reverse ? '1' : '5') : '3']))
    const happy = scoreLoveAnswers({ ...calm, rel_satisfaction: '5' })!
    const unhappy = scoreLoveAnswers({ ...anxious, rel_satisfaction: '1' })!
    expect(happy.mood).toBe(100)
    expect(happy.moodBand).toBe('EXCELLENT')
    expect(unhappy.mood).toBe(-100)
    expect(unhappy.moodBand).toBe('DEPRESSED')
    expect(scoreLoveAnswers(calm)!.perceptions).toBeNull()
  })
})
