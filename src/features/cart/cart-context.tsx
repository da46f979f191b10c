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
  CHECKOUT_RETURN_KEY,
  PENDING_CHECKOUT_KEY,
  getLocalStorage,
  getSessionStorage,
  isCheckoutLive,
  readCart,
  readCheckoutRecord,
  readPendingCheckout,
  writeCart,
  writeCheckoutRecord,
  type CheckoutRecord,
} from './cart-storage'
import type { CartItem, CartLineProduct, CartLineVariant } from './cart-types'
import { checkoutReturnPath } from '@/config/paths'

export type { CartItem, CartLineProduct, CartLineVariant } from './cart-types'
export type { CheckoutRecord } from './cart-storage'

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
   * The shopper came back from the hosted checkout without paying: the drawer opens and says so
   * until it is closed.
   */
  checkoutCancelled: boolean
  /**
   * The checkout in progress (the pending mark, shared by every tab), or null. The cart keeps its
   * lines meanwhile; any change to them, `keepCart`, a return without paying, or 24 hours drop it.
   */
  pendingCheckout: CheckoutRecord | null
  /** Checkout has started (the store API answered): marks the cart as pending payment. */
  markCheckoutStarted: (record: CheckoutRecord) => void
  /** Drops the pending mark: the cart is a plain cart again ("Editar carrinho"). */
  keepCart: () => void
}

export const CartContext = createContext<CartContextValue | null>(null)

const SUCCESS_PATH = checkoutReturnPath

/** The cart, whether the shopper just came back from checkout without paying, and the checkout in
 * progress (a tuple: this module is part of every page, and property names survive minification). */
type LoadedCart = [items: CartItem[], cancelled: boolean, pending: CheckoutRecord | null]

/**
 * The saved cart and its pending mark. A tab that went to the hosted checkout and loads the site
 * again anywhere but /success came back without paying ("Cancelar", the back button, an address
 * typed): the mark of that checkout is dropped and the drawer will say so.
 */
function loadCart(): LoadedCart {
  const local = getLocalStorage()
  const items = readCart(local)
  const pending = readPendingCheckout(local)
  const session = getSessionStorage()
  // (No storage on the server, where pages are pre-rendered.)
  if (!session || window.location.pathname === SUCCESS_PATH) return [items, false, pending]
  const left = readCheckoutRecord(session, CHECKOUT_RETURN_KEY)
  // This tab's trip to the payment page is over.
  writeCheckoutRecord(session, CHECKOUT_RETURN_KEY, null)
  if (!left || left.ref !== pending?.ref) return [items, false, pending]
  writeCheckoutRecord(local, PENDING_CHECKOUT_KEY, null)
  return [items, true, null]
}

export function CartProvider({ children }: { children: ReactNode }) {
  // A pre-rendered page is hydrated with the empty cart the server rendered (the badge included),
  // and the saved cart is read right after.
  const [restoreAfterHydration] = useState(isHydrating)
  const [[initialItems, cancelled, initialPending]] = useState<LoadedCart>(() =>
    restoreAfterHydration ? [[], false, null] : loadCart(),
  )
  const [items, setItems] = useState<CartItem[]>(initialItems)
  const [pendingCheckout, setPending] = useState(initialPending)
  const [isOpen, setOpenState] = useState(cancelled)
  const [checkoutCancelled, setCheckoutCancelled] = useState(cancelled)
  // The latest cart for the actions, which may run several times before React re-renders.
  const itemsRef = useRef(items)

  const commit = useCallback((next: CartItem[], persist = true) => {
    itemsRef.current = next
    // A refused write keeps the cart in memory for this visit.
    if (persist) writeCart(getLocalStorage(), next)
    setItems(next)
  }, [])

  /** Sets (or with null drops) the pending mark, for every tab. */
  const mark = useCallback((record: CheckoutRecord | null) => {
    writeCheckoutRecord(getLocalStorage(), PENDING_CHECKOUT_KEY, record)
    setPending(record)
  }, [])

  /** Takes a loaded cart; coming back without paying opens the drawer with its message. */
  const adopt = useCallback(
    ([loaded, wasCancelled, pending]: LoadedCart) => {
      commit(loaded, false)
      setPending(pending)
      if (wasCancelled) {
        setCheckoutCancelled(true)
        setOpenState(true)
      }
    },
    [commit],
  )

  // Changing the cart ends a checkout in progress: what is paid there is no longer this cart.
  const dispatch = useCallback(
    (action: CartAction) => {
      commit(cartReducer(itemsRef.current, action))
      mark(null)
    },
    [commit, mark],
  )

  useEffect(() => {
    // Syncing from browser storage once the server's HTML has been taken over is this effect's job,
    // in a transition (see auth-context.tsx: parts still waiting for their code keep their HTML).
    if (restoreAfterHydration) startTransition(() => adopt(loadCart()))
  }, [restoreAfterHydration, adopt])

  useEffect(() => {
    // Another tab changed the cart or its pending mark: follow it (without writing it back).
    function onStorage({ key }: StorageEvent) {
      if (key !== null && key !== CART_STORAGE_KEY && key !== PENDING_CHECKOUT_KEY) return
      const local = getLocalStorage()
      commit(readCart(local), false)
      setPending(readPendingCheckout(local))
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
      setOpen: (open) => {
        // Closing the drawer ends the "Pagamento cancelado" notice; opening it drops a pending
        // mark that expired while the tab stayed open.
        if (!open) setCheckoutCancelled(false)
        else setPending((p) => (p && isCheckoutLive(p.startedAt) ? p : null))
        setOpenState(open)
      },
      addItem,
      increaseQuantity: (variantId) => dispatch({ type: 'increase', variantId }),
      decreaseQuantity: (variantId) => dispatch({ type: 'decrease', variantId }),
      removeItem: (variantId) => dispatch({ type: 'remove', variantId }),
      setQuantity: (variantId, quantity) => dispatch({ type: 'set', variantId, quantity }),
      clearCart: () => dispatch({ type: 'clear' }),
      checkoutCancelled,
      pendingCheckout,
      markCheckoutStarted: mark,
      keepCart: () => mark(null),
    }),
    [items, isOpen, checkoutCancelled, pendingCheckout, addItem, dispatch, mark],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext)
  if (!ctx) throw new Error('useCart must be used inside <CartProvider>')
  return ctx
}
