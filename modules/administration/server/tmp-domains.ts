// Temporary (disposable) mail domains: an owner signed up with one is flagged isTmpOwner (SPEC §3), so
// the administrator can tell trial sign-ups from companies. A short list of the widely used services
// (ADR 035), matched on the address's domain and its parent domains; extend it here when needed.
export const TMP_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  '1secmail.com',
  'dispostable.com',
  'dropmail.me',
  'emailondeck.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'mailinator.com',
  'maildrop.cc',
  'mailnesia.com',
  'mintemail.com',
  'minuteinbox.com',
  'mohmal.com',
  'sharklasers.com',
  'temp-mail.org',
  'tempail.com',
  'tempmail.plus',
  'throwawaymail.com',
  'tmpmail.org',
  'trashmail.com',
  'yopmail.com',
])

/** Whether the address's domain, or a domain it is under (`x.mailinator.com`), is a temporary one. */
export function isTmpEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  const labels = domain.split('.')
  for (let i = 0; i < labels.length - 1; i++) if (TMP_DOMAINS.has(labels.slice(i).join('.'))) return true
  return false
}
