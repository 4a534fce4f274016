// Stripe's test cards (docs.stripe.com/testing), as the test-mode provider treats them. A card that
// is not one of them is refused, as Stripe's test mode refuses a real card.
import { PaymentError, paymentErrorKey } from '../port'

/** What happens when the card is saved, and when it is charged. */
export interface CardBehaviour {
  attach: 'ok' | { code: string; decline: string | null }
  charge: 'ok' | { code: string; decline: string | null }
}

const OK: CardBehaviour = { attach: 'ok', charge: 'ok' }
const declined = (decline: string) => ({ code: 'card_declined', decline })

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': OK,
  '4000056655665556': OK,
  '5555555555554444': OK,
  '2223003122003222': OK,
  '378282246310005': OK,
  '2200000000000004': OK,
  /** Generic decline: refused when saved, and when charged. */
  '4000000000000002': { attach: declined('generic_decline'), charge: declined('generic_decline') },
  /** Saved, then every charge lacks funds (Stripe: decline_code insufficient_funds). */
  '4000000000009995': { attach: 'ok', charge: declined('insufficient_funds') },
  /** Saved, then every charge is declined: how a renewal fails. */
  '4000000000000341': { attach: 'ok', charge: declined('generic_decline') },
  '4000000000009987': { attach: 'ok', charge: declined('lost_card') },
  '4000000000000069': { attach: { code: 'expired_card', decline: null }, charge: { code: 'expired_card', decline: null } },
  '4000000000000127': { attach: { code: 'incorrect_cvc', decline: null }, charge: { code: 'incorrect_cvc', decline: null } },
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^220[0-4]/.test(number)) return 'mir'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  return 'unknown'
}

export interface CardInput {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  name?: string
}

/** The behaviour of a card as entered, or the PaymentError Stripe would answer its creation with. */
export function behaviourOf(card: CardInput, now: Date): CardBehaviour {
  const number = card.number.replace(/[\s-]/g, '')
  if (!luhnValid(number)) throw new PaymentError('cardWasDeclined', 'incorrect_number')
  const endOfExpiry = Date.UTC(card.exp_year, card.exp_month, 1)
  if (!(card.exp_month >= 1 && card.exp_month <= 12) || endOfExpiry <= now.getTime()) throw new PaymentError('cardWasDeclined', 'expired_card')
  if (!/^\d{3,4}$/.test(card.cvc)) throw new PaymentError('cardWasDeclined', 'incorrect_cvc')
  // Stripe's test mode: 'Your card was declined. Your request was in test mode, but used a non test card.'
  return TEST_CARDS[number] ?? { attach: declined('live_mode_test_card'), charge: declined('live_mode_test_card') }
}

/** Throws the refusal a step of a card's behaviour holds. */
export function refuse(step: CardBehaviour['attach'], objectId: string | null = null): void {
  if (step === 'ok') return
  throw new PaymentError(paymentErrorKey(step.decline), step.code, step.decline, objectId)
}
