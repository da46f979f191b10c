// What this tab remembers of the checkout it started, so the return page can tell the shopper's
// own return from the hosted checkout apart from an address opened directly. The store API has no
// public order lookup (docs/decisions/checkout-outcome.md): this record is all that can be checked.
import { parseCart } from './cart-storage'
import type { CartItem } from './cart-types'

export const CHECKOUT_RETURN_KEY = 'mov-checkout-return'

export interface CheckoutReturn {
  /** Random reference put in successUrl (`/success?ref=...`) when checkout started. */
  ref: string
  /** The lines sent to checkout. */
  items: CartItem[]
  /** The hosted checkout page the store API answered. */
  checkoutUrl: string
  startedAt: string
}

/** A reference no one can guess: 96 random bits in hex. */
export function newCheckoutReference(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function saveCheckoutReturn(storage: Storage | null, record: CheckoutReturn): void {
  try {
    storage?.setItem(CHECKOUT_RETURN_KEY, JSON.stringify(record))
  } catch {
    // Without storage the return page cannot verify anything and says so.
  }
}

/** Forgets the checkout this tab started (the shopper came back without paying). */
export function forgetCheckoutReturn(storage: Storage | null): void {
  try {
    storage?.removeItem(CHECKOUT_RETURN_KEY)
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/** The record of the checkout this tab started, when its reference is `ref`; else null. */
export function readCheckoutReturn(
  storage: Storage | null,
  ref: string | null,
): CheckoutReturn | null {
  if (!storage || !ref) return null
  try {
    const value = JSON.parse(storage.getItem(CHECKOUT_RETURN_KEY) ?? 'null') as unknown
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    const items = parseCart(record.items)
    if (record.ref !== ref || !items || items.length === 0) return null
    if (typeof record.checkoutUrl !== 'string' || typeof record.startedAt !== 'string') return null
    return { ref, items, checkoutUrl: record.checkoutUrl, startedAt: record.startedAt }
  } catch {
    return null
  }
}
