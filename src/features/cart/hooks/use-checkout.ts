import { useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { StoreApiError } from '@/lib/store-client'
import { getCartStock } from '../api/get-cart-stock'
import { useStartCheckout } from '../api/start-checkout'
import { useCart } from '../cart-context'
import type { CartItem } from '../cart-types'
import { cartMessages as m } from '../messages'

/** Every string inside a JSON value (a few levels deep). */
function stringsIn(value: unknown, depth = 0, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (depth < 4 && value && typeof value === 'object') {
    for (const v of Object.values(value)) stringsIn(v, depth + 1, out)
  }
  return out
}

/** Names the line that lacks stock: from the error body when it says, else from current stock. */
async function describeStockFailure(
  error: StoreApiError,
  items: readonly CartItem[],
): Promise<string> {
  const mentioned = new Set(stringsIn(error.body))
  let line = items.find((i) => mentioned.has(i.variant.id))
  let left: number | null = null
  try {
    const stock = await getCartStock([...new Set(items.map((i) => i.product.id))])
    line ??= items.find((i) => i.quantity > (stock.get(i.variant.id) ?? Infinity))
    if (line) left = stock.get(line.variant.id) ?? null
  } catch {
    // The stock could not be read: say what the error body told us, if anything.
  }
  return line
    ? m.checkoutNoStock(line.product.title, line.variant.title, left)
    : m.checkoutNoStockUnknown
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/**
 * "Finalizar Compra": blocks an empty cart without a request, sends one POST however many clicks
 * arrive, clears the cart and goes to the hosted checkout on success, keeps the cart on failure.
 */
export function useCheckout() {
  const { items, markCheckoutStarted } = useCart()
  const { mutateAsync } = useStartCheckout()
  const running = useRef(false)
  const [isRunning, setRunning] = useState(false)

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
    try {
      const { url } = await mutateAsync({
        items: items.map((i) => ({ variant_id: i.variant.id, quantity: i.quantity })),
        successUrl: `${window.location.origin}/success`,
        cancelUrl: window.location.href,
        locale: 'pt-BR',
        timeZone: browserTimeZone(),
      })
      markCheckoutStarted()
      window.location.assign(url)
    } catch (error) {
      const description =
        error instanceof StoreApiError && error.code === 'insufficient_inventory'
          ? await describeStockFailure(error, items)
          : m.checkoutErrorDescription
      toast({ title: m.checkoutErrorTitle, description, variant: 'destructive' })
      running.current = false
      setRunning(false)
    }
  }

  return { checkout, isRunning }
}
