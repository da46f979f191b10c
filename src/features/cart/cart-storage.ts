// The cart in the browser's local storage under one key. Reading never throws: anything
// unreadable or not shaped like a cart gives an empty cart (and is overwritten). Writing never
// throws either: a full or refused storage leaves the cart in memory only.
import type { CartItem } from './cart-types'

export const CART_STORAGE_KEY = 'mov-cart'
/** Copy of the cart taken when checkout starts, kept for the shopper's return (session only). */
export const PENDING_CHECKOUT_KEY = 'mov-cart-pending-checkout'

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

/** Takes (and forgets) the copy of the cart saved when checkout started, if any. */
export function takePendingCheckout(storage: Storage | null): CartItem[] | null {
  if (!storage) return null
  const { items } = readItems(storage, PENDING_CHECKOUT_KEY)
  let had = false
  try {
    had = storage.getItem(PENDING_CHECKOUT_KEY) != null
    storage.removeItem(PENDING_CHECKOUT_KEY)
  } catch {
    return null
  }
  return had && items.length > 0 ? items : null
}

export function savePendingCheckout(storage: Storage | null, items: readonly CartItem[]): boolean {
  return writeCart(storage, items, PENDING_CHECKOUT_KEY)
}
