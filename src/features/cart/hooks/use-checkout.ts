import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { StoreApiError } from '@/lib/store-client'
import { getSessionStorage } from '../cart-storage'
import { cartProductIds, cartStockQueryOptions } from '../api/get-cart-stock'
import { useStartCheckout } from '../api/start-checkout'
import { useCart } from '../cart-context'
import type { CartItem } from '../cart-types'
import { checkoutFailureMessage } from '../checkout-errors'
import { newCheckoutReference, saveCheckoutReturn } from '../checkout-return'
import { lineName, cartMessages as m } from '../messages'

/** Every string inside a JSON value (a few levels deep). */
function stringsIn(value: unknown, depth = 0, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (depth < 4 && value && typeof value === 'object') {
    for (const v of Object.values(value)) stringsIn(v, depth + 1, out)
  }
  return out
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

interface CheckoutError {
  description: string
  /** The cart the error was about: once the cart changes, the message no longer applies. */
  items: readonly CartItem[]
}

/**
 * "Finalizar Compra": blocks an empty cart without a request, sends one POST however many clicks
 * arrive, marks the cart as pending payment and goes to the hosted checkout on success, keeps the
 * cart on failure, raises the specified "Erro no Checkout" toast and says why (in pt-BR, never the
 * server's text) next to the button.
 */
export function useCheckout() {
  const { items, markCheckoutStarted } = useCart()
  const { mutateAsync } = useStartCheckout()
  const queryClient = useQueryClient()
  const running = useRef(false)
  const [isRunning, setRunning] = useState(false)
  const [error, setError] = useState<CheckoutError | null>(null)

  /** Names the line that lacks stock: from the error body when it says, else from current stock. */
  async function describeStockFailure(failure: StoreApiError): Promise<string> {
    const mentioned = new Set(stringsIn(failure.body))
    let line = items.find((i) => mentioned.has(i.variant.id))
    let left: number | null = null
    try {
      // Fresh stock, also shown on the drawer's lines.
      const stock = await queryClient.fetchQuery({
        ...cartStockQueryOptions(cartProductIds(items)),
        retry: false,
      })
      line ??= items.find((i) => i.quantity > (stock.get(i.variant.id) ?? Infinity))
      if (line) left = stock.get(line.variant.id) ?? null
    } catch {
      // The stock could not be read: say what the error body told us, if anything.
    }
    return line
      ? m.checkoutNoStock(lineName(line.product.title, line.variant.title), left)
      : m.checkoutNoStockUnknown
  }

  async function checkout() {
    if (running.current) return
    if (items.length === 0) {
      toast({
        title: m.emptyCheckoutTitle,
        description: m.emptyCheckoutDescription,
        variant: 'destructive',
      })
      return
    }
    running.current = true
    setRunning(true)
    setError(null)
    const ref = newCheckoutReference()
    try {
      const { url } = await mutateAsync({
        items: items.map((i) => ({ variant_id: i.variant.id, quantity: i.quantity })),
        successUrl: `${window.location.origin}/success?ref=${ref}`,
        cancelUrl: window.location.href,
        locale: 'pt-BR',
        timeZone: browserTimeZone(),
      })
      const record = { ref, items, checkoutUrl: url, startedAt: new Date().toISOString() }
      // This tab goes to pay it; every tab sees the cart marked as pending payment.
      saveCheckoutReturn(getSessionStorage(), record)
      markCheckoutStarted(record)
      window.location.assign(url)
    } catch (failure) {
      const description =
        failure instanceof StoreApiError && failure.code === 'insufficient_inventory'
          ? await describeStockFailure(failure)
          : checkoutFailureMessage(failure)
      setError({ description, items })
      // The specified destructive toast; the cart stays, and the alert above the button says why.
      toast({ ...m.checkoutFailedToast, variant: 'destructive' })
      running.current = false
      setRunning(false)
    }
  }

  return { checkout, isRunning, error: error && error.items === items ? error : null }
}
