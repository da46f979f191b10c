import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { CurrencyDisplay } from '@/lib/format'

// The cart's shape. The cart logic (adding, stock rule, persistence) arrives with the store issue;
// until then the provider holds an empty cart.

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
}

export interface CartItem {
  product: CartLineProduct
  variant: CartLineVariant
  quantity: number
}

export interface CartContextValue {
  items: CartItem[]
  totalQuantity: number
  isOpen: boolean
  setOpen: (open: boolean) => void
}

export const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const items: CartItem[] = useMemo(() => [], [])
  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
      isOpen,
      setOpen,
    }),
    [items, isOpen],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext)
  if (!ctx) throw new Error('useCart must be used inside <CartProvider>')
  return ctx
}
