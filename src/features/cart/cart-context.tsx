import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { isHydrating } from '@/lib/hydration'
import { cartReducer, checkStock, totalQuantityOf, type CartAction } from './cart-reducer'
import {
  CART_STORAGE_KEY,
  getLocalStorage,
  getSessionStorage,
  readCart,
  savePendingCheckout,
  takePendingCheckout,
  writeCart,
} from './cart-storage'
import type { CartItem, CartLineProduct, CartLineVariant } from './cart-types'

export type { CartItem, CartLineProduct, CartLineVariant } from './cart-types'

export interface CartContextValue {
  items: CartItem[]
  totalQuantity: number
  isOpen: boolean
  setOpen: (open: boolean) => void
  /**
   * Adds a quantity of a variant (raising the line when it is already in the cart). Rejects with
   * the specification's "Not enough stock ..." Error when the variant manages inventory and the
   * cart would exceed `stock`.
   */
  addItem: (
    product: CartLineProduct,
    variant: CartLineVariant,
    quantity?: number,
    stock?: number | null,
  ) => Promise<void>
  increaseQuantity: (variantId: string) => void
  /** Never below 1. */
  decreaseQuantity: (variantId: string) => void
  removeItem: (variantId: string) => void
  /** Sets a line's quantity (0 removes it): the drawer's "Ajustar para N". */
  setQuantity: (variantId: string, quantity: number) => void
  clearCart: () => void
  /**
   * The shopper came back from the hosted checkout without paying and the cart was put back: the
   * drawer opens and says so until it is closed.
   */
  checkoutCancelled: boolean
  /**
   * Checkout has started: the cart is cleared, and a copy is kept for this tab's session so a
   * shopper who comes back without paying (cancel, back button) finds the cart as it was.
   */
  markCheckoutStarted: () => void
}

export const CartContext = createContext<CartContextValue | null>(null)

const SUCCESS_PATH = '/success'

/** The cart, and whether it is the cart of a checkout the shopper came back from (a tuple: this
 * module is part of every page, and property names survive minification). */
type LoadedCart = [items: CartItem[], restored: boolean]

/** The saved cart, or the cart of a checkout the shopper came back from without paying. */
function loadCart(): LoadedCart {
  const local = getLocalStorage()
  const saved = readCart(local)
  const pending = takePendingCheckout(getSessionStorage())
  if (pending && saved.length === 0 && window.location.pathname !== SUCCESS_PATH) {
    writeCart(local, pending)
    return [pending, true]
  }
  return [saved, false]
}

export function CartProvider({ children }: { children: ReactNode }) {
  // A pre-rendered page is hydrated with the empty cart the server rendered (the badge included),
  // and the saved cart is read right after.
  const [restoreAfterHydration] = useState(isHydrating)
  const [[initialItems, restored]] = useState<LoadedCart>(() =>
    restoreAfterHydration ? [[], false] : loadCart(),
  )
  const [items, setItems] = useState<CartItem[]>(initialItems)
  const [isOpen, setOpenState] = useState(restored)
  const [checkoutCancelled, setCheckoutCancelled] = useState(restored)
  // The latest cart for the actions, which may run several times before React re-renders.
  const itemsRef = useRef(items)

  const commit = useCallback((next: CartItem[], persist = true) => {
    itemsRef.current = next
    // A refused write keeps the cart in memory for this visit.
    if (persist) writeCart(getLocalStorage(), next)
    setItems(next)
  }, [])

  /** Takes a loaded cart; a restored checkout cart opens the drawer with its message. */
  const adopt = useCallback(
    ([loaded, wasRestored]: LoadedCart) => {
      commit(loaded, false)
      if (wasRestored) {
        setCheckoutCancelled(true)
        setOpenState(true)
      }
    },
    [commit],
  )

  const dispatch = useCallback(
    (action: CartAction) => commit(cartReducer(itemsRef.current, action)),
    [commit],
  )

  useEffect(() => {
    // Syncing from browser storage once the server's HTML has been taken over is this effect's job,
    // in a transition (see auth-context.tsx: parts still waiting for their code keep their HTML).
    if (restoreAfterHydration) startTransition(() => adopt(loadCart()))
  }, [restoreAfterHydration, adopt])

  useEffect(() => {
    // Another tab changed the cart: follow it (without writing it back).
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== CART_STORAGE_KEY) return
      commit(readCart(getLocalStorage()), false)
    }
    // Back from the hosted checkout through the back/forward cache.
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) adopt(loadCart())
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [commit, adopt])

  const addItem = useCallback<CartContextValue['addItem']>(
    async (product, variant, quantity = 1, stock) => {
      const refused = checkStock(itemsRef.current, product, variant, quantity, stock)
      if (refused) throw refused
      dispatch({ type: 'add', product, variant, quantity })
    },
    [dispatch],
  )

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalQuantity: totalQuantityOf(items),
      isOpen,
      // Closing the drawer ends the "Pagamento cancelado" notice.
      setOpen: (open) => {
        if (!open) setCheckoutCancelled(false)
        setOpenState(open)
      },
      addItem,
      increaseQuantity: (variantId) => dispatch({ type: 'increase', variantId }),
      decreaseQuantity: (variantId) => dispatch({ type: 'decrease', variantId }),
      removeItem: (variantId) => dispatch({ type: 'remove', variantId }),
      setQuantity: (variantId, quantity) => dispatch({ type: 'set', variantId, quantity }),
      clearCart: () => dispatch({ type: 'clear' }),
      checkoutCancelled,
      markCheckoutStarted: () => {
        savePendingCheckout(getSessionStorage(), itemsRef.current)
        dispatch({ type: 'clear' })
      },
    }),
    [items, isOpen, checkoutCancelled, addItem, dispatch],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext)
  if (!ctx) throw new Error('useCart must be used inside <CartProvider>')
  return ctx
}
