// The CSP nonce for inline tags. Browsers hide the attribute's value from scripts, so on the
// client it reads as '' and the attribute is left out of hydration comparison.
import { createContext, useContext } from 'react'

const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
