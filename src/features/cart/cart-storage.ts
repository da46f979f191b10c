// The cart in the browser's local storage under one key, and the mark of a checkout in progress
// under another. Reading never throws: anything unreadable or not shaped like a cart gives an empty
// cart (and is overwritten), or no mark. Writing never throws either: a full or refused storage
// leaves the cart in memory only.
import type { CartItem } from './cart-types'

export const CART_STORAGE_KEY = 'mov-cart'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isText = (v: unknown): v is string => typeof v === 'string'
const isOptionalText = (v: unknown) => v == null || typeof v === 'string'
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0

function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isRecord(value.product) || !isRecord(value.variant)) return false
  const { product, variant, quantity } = value
  const currency = variant.currency_info
  return (
    isText(product.id) &&
    product.id !== '' &&
    isText(product.title) &&
    isOptionalText(product.image) &&
    isText(variant.id) &&
    variant.id !== '' &&
    isText(variant.title) &&
    isCents(variant.price_in_cents) &&
    (variant.sale_price_in_cents == null || isCents(variant.sale_price_in_cents)) &&
    isOptionalText(variant.image_url) &&
    (variant.manage_inventory == null || typeof variant.manage_inventory === 'boolean') &&
    (currency == null ||
      (isRecord(currency) &&
        isOptionalText(currency.code) &&
        isOptionalText(currency.symbol) &&
        isOptionalText(currency.template))) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1
  )
}

/** A list of cart lines with distinct variants, or null for anything else. */
export function parseCart(value: unknown): CartItem[] | null {
  if (!Array.isArray(value) || !value.every(isCartItem)) return null
  const ids = new Set(value.map((i) => i.variant.id))
  return ids.size === value.length ? value : null
}

/** The window's local storage, or null where the browser refuses it. */
export function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function getSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

function readItems(storage: Storage | null, key: string): { items: CartItem[]; valid: boolean } {
  if (!storage) return { items: [], valid: true }
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch {
    return { items: [], valid: true }
  }
  if (raw == null) return { items: [], valid: true }
  try {
    const items = parseCart(JSON.parse(raw))
    return items ? { items, valid: true } : { items: [], valid: false }
  } catch {
    return { items: [], valid: false }
  }
}

/** Writes the cart; false when the storage refused it (quota, privacy mode). */
export function writeCart(
  storage: Storage | null,
  items: readonly CartItem[],
  key = CART_STORAGE_KEY,
): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(items))
    return true
  } catch {
    return false
  }
}

/** Reads the saved cart; a corrupt value is replaced by an empty cart. */
export function readCart(storage: Storage | null, key = CART_STORAGE_KEY): CartItem[] {
  const { items, valid } = readItems(storage, key)
  if (!valid) writeCart(storage, [], key)
  return items
}

// ---- checkout in progress ------------------------------------------------------------------

/**
 * A checkout the store API answered (docs/decisions/store-cart-after-checkout.md): the pending
 * mark in local storage (every tab sees it, next to the cart it was started from), and the same
 * record in a tab's session storage for the tab that went to the hosted page with it.
 */
export interface CheckoutRecord {
  /** Random reference put in successUrl (`/success?ref=...`). */
  ref: string
  /** The lines sent to checkout. */
  items: CartItem[]
  /** The hosted checkout page the store API answered. */
  checkoutUrl: string
  /** ISO date-time the checkout started. */
  startedAt: string
}

/** Local storage: the checkout in progress (the pending mark). */
export const PENDING_CHECKOUT_KEY = 'mov-cart-checkout'
/** Session storage: the checkout this tab went to pay (read by /success and on the way back). */
export const CHECKOUT_RETURN_KEY = 'mov-checkout-return'
/** After this long without news, a pending mark is dropped and the cart is a plain cart again. */
export const PENDING_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000

/** The record in a storage key, or null when absent or not shaped as one. */
export function readCheckoutRecord(storage: Storage | null, key: string): CheckoutRecord | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    if (!isRecord(value)) return null
    const { ref, checkoutUrl, startedAt } = value
    const items = parseCart(value.items)
    return isText(ref) &&
      ref !== '' &&
      isText(checkoutUrl) &&
      /^https?:\/\//.test(checkoutUrl) &&
      isText(startedAt) &&
      items?.length
      ? { ref, items, checkoutUrl, startedAt }
      : null
  } catch {
    return null
  }
}

export function writeCheckoutRecord(
  storage: Storage | null,
  key: string,
  record: CheckoutRecord | null,
): void {
  try {
    if (record) storage?.setItem(key, JSON.stringify(record))
    else storage?.removeItem(key)
  } catch {
    // Refused storage: the mark lives in memory for this visit only.
  }
}

/** Whether a pending mark started at `startedAt` still stands at `now` (clock changes included). */
export function isCheckoutLive(startedAt: string, now = Date.now()): boolean {
  return Math.abs(now - Date.parse(startedAt)) <= PENDING_CHECKOUT_TTL_MS
}

/** The checkout in progress; an unreadable or expired mark is removed and reads as none. */
export function readPendingCheckout(storage: Storage | null, now?: number): CheckoutRecord | null {
  const record = readCheckoutRecord(storage, PENDING_CHECKOUT_KEY)
  if (record && isCheckoutLive(record.startedAt, now)) return record
  // Removing an absent key changes nothing (and tells no other tab).
  writeCheckoutRecord(storage, PENDING_CHECKOUT_KEY, null)
  return null
}
