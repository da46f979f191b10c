import type { CurrencyDisplay } from '@/lib/format'

// A cart line keeps what the drawer shows and what checkout sends, copied from the store's
// Product and Variant when the line is added (the cart feature does not import the store).

export interface CartLineProduct {
  id: string
  title: string
  image?: string | null
}

export interface CartLineVariant {
  id: string
  title: string
  price_in_cents: number
  sale_price_in_cents?: number | null
  currency_info?: CurrencyDisplay | null
  image_url?: string | null
  manage_inventory?: boolean
}

export interface CartItem {
  product: CartLineProduct
  variant: CartLineVariant
  quantity: number
}
