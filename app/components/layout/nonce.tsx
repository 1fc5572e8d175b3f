import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered (app/server/security-headers.server.ts). Only the server
 * render knows it; in the browser it is '' (browsers hide nonce attributes from the DOM anyway).
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
