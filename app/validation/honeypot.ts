// The honeypot field's name: shared by the form component and the server check.
export const HONEYPOT_FIELD = 'website'

/** true when a bot filled the field people never see. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}
