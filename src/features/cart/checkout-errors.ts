// The pt-BR text for a checkout that could not start, by what went wrong (src/lib/request-errors.ts:
// timeout, no connection, service down, too many attempts); a refusal the kinds do not name gets
// the cart's own text. A server's own text never reaches the drawer.
import { requestErrorMessage } from '@/lib/request-errors'
import { cartMessages as m } from './messages'

/** Why POST /checkout failed, in pt-BR (the stock refusal is explained separately). */
export function checkoutFailureMessage(failure: unknown): string {
  return requestErrorMessage(failure, m.checkoutErrorDescription)
}
