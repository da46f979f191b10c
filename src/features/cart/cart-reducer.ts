// The cart's rules (specification sections 4 and 5) as pure functions.
import type { CartItem, CartLineProduct, CartLineVariant } from './cart-types'

export type CartAction =
  | { type: 'add'; product: CartLineProduct; variant: CartLineVariant; quantity: number }
  | { type: 'increase'; variantId: string }
  | { type: 'decrease'; variantId: string }
  | { type: 'remove'; variantId: string }
  | { type: 'set'; variantId: string; quantity: number }
  | { type: 'clear' }
  | { type: 'replace'; items: CartItem[] }

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const quantity = Math.max(1, Math.floor(action.quantity))
      const existing = items.find((i) => i.variant.id === action.variant.id)
      if (existing) {
        return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + quantity } : i))
      }
      return [...items, { product: action.product, variant: action.variant, quantity }]
    }
    case 'increase':
      return items.map((i) =>
        i.variant.id === action.variantId ? { ...i, quantity: i.quantity + 1 } : i,
      )
    case 'decrease':
      return items.map((i) =>
        i.variant.id === action.variantId && i.quantity > 1
          ? { ...i, quantity: i.quantity - 1 }
          : i,
      )
    case 'remove':
      return items.filter((i) => i.variant.id !== action.variantId)
    case 'set': {
      const quantity = Math.floor(action.quantity)
      if (quantity < 1) return items.filter((i) => i.variant.id !== action.variantId)
      return items.map((i) => (i.variant.id === action.variantId ? { ...i, quantity } : i))
    }
    case 'clear':
      return []
    case 'replace':
      return action.items
  }
}

export function totalQuantityOf(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0)
}

/** Unit price the shopper pays: the sale price if any, else the regular price. */
export function unitPriceOf(variant: CartLineVariant): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents
}

export function subtotalOf(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + unitPriceOf(i.variant) * i.quantity, 0)
}

function notEnoughStockMessage(productTitle: string, variantTitle: string, left: number): string {
  return `Not enough stock for ${productTitle} (${variantTitle}). Only ${left} left.`
}

/** The error the cart's add rejects with when the stock rule refuses the quantity. */
export class NotEnoughStockError extends Error {
  readonly productTitle: string
  readonly variantTitle: string
  readonly available: number

  constructor(productTitle: string, variantTitle: string, available: number) {
    super(notEnoughStockMessage(productTitle, variantTitle, available))
    this.name = 'NotEnoughStockError'
    this.productTitle = productTitle
    this.variantTitle = variantTitle
    this.available = available
  }
}

/**
 * Stock rule (section 5): when the variant manages inventory and the quantity already in the
 * cart plus the quantity requested exceeds the stock passed in, the add is refused.
 */
export function checkStock(
  items: readonly CartItem[],
  product: CartLineProduct,
  variant: CartLineVariant,
  quantity: number,
  stock: number | null | undefined,
): NotEnoughStockError | null {
  if (!variant.manage_inventory || stock == null) return null
  const inCart = items.find((i) => i.variant.id === variant.id)?.quantity ?? 0
  return inCart + quantity > stock
    ? new NotEnoughStockError(product.title, variant.title, Math.max(0, stock))
    : null
}
