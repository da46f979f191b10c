import { useMutation } from '@tanstack/react-query'
import { isRecord, storeRequest } from '@/lib/store-client'

interface CheckoutRequest {
  items: Array<{ variant_id: string; quantity: number }>
  successUrl: string
  cancelUrl: string
  locale: string
  timeZone: string
}

/** POST /checkout: answers the hosted checkout page's URL. */
export function startCheckout(request: CheckoutRequest): Promise<{ url: string }> {
  return storeRequest('/checkout', {
    method: 'POST',
    body: request,
    parse: (data) => {
      const url = isRecord(data) ? data.url : undefined
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new Error('url: expected an http(s) URL')
      return { url }
    },
  })
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    // Offline, React Query would hold the request until the connection returns, and then send the
    // shopper to the hosted page out of the blue: it fails at once instead, and the drawer says so.
    networkMode: 'always',
  })
}
