// The CSP nonce for inline tags. Browsers hide the attribute's value from scripts, so on the
// client it reads as '' and the attribute is left out of hydration comparison.
import { createContext, useContext, useEffect, useState } from 'react'

const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)

/**
 * In the browser the nonce is given only after hydration: the server's tags read as nonce=""
 * (hidden by the browser), and hydrating them with the real value would mismatch. Style tags
 * Mantine adds later (client-side navigation) then carry the nonce the CSP expects.
 */
export function ClientNonceProvider({ nonce, children }: { nonce: string; children: React.ReactNode }) {
  const [value, setValue] = useState('')
  useEffect(() => setValue(nonce), [nonce])
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}
