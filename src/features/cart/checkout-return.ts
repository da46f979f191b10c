// What a tab remembers of the checkout it went to pay, so the return page can tell the shopper's
// own return from the hosted checkout apart from an address opened directly. The store API has no
// public order lookup (docs/decisions/checkout-outcome.md): this record is all that can be checked.
import {
  CHECKOUT_RETURN_KEY,
  PENDING_CHECKOUT_KEY,
  readCheckoutRecord,
  writeCheckoutRecord,
  type CheckoutRecord,
} from './cart-storage'

export { CHECKOUT_RETURN_KEY, PENDING_CHECKOUT_KEY }
type CheckoutReturn = CheckoutRecord

/** A reference no one can guess: 96 random bits in hex. */
export function newCheckoutReference(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Remembers, for this tab, the checkout it is leaving for (started here or taken up again). */
export function saveCheckoutReturn(storage: Storage | null, record: CheckoutReturn): void {
  // Without storage the return page cannot verify anything and says so.
  writeCheckoutRecord(storage, CHECKOUT_RETURN_KEY, record)
}

/** The record of the checkout this tab went to pay, when its reference is `ref`; else null. */
export function readCheckoutReturn(
  storage: Storage | null,
  ref: string | null,
): CheckoutReturn | null {
  const record = ref ? readCheckoutRecord(storage, CHECKOUT_RETURN_KEY) : null
  return record?.ref === ref ? record : null
}
