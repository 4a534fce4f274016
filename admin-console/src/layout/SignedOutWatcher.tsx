// Any call that finds the session ended (api.ts answers a 401 by dropping the token) signs the console
// out, custom pages' calls included, which react-admin's checkError never sees.
import { useEffect } from 'react'
import { useLogout } from 'react-admin'
import { onSignedOut } from '../api'

export function SignedOutWatcher() {
  const logout = useLogout()
  useEffect(() => onSignedOut(() => void logout()), [logout])
  return null
}
