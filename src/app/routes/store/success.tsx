import { useSearchParams } from 'react-router-dom'
import { CheckoutReturnView } from '@/features/cart/components/checkout-return-view'

// The hosted checkout sends the shopper here (successUrl carries the checkout's reference). The
// return of the checkout in progress empties the cart in every tab (see CheckoutReturnView).
export function Component() {
  const [params] = useSearchParams()
  const reference = params.get('ref')
  return <CheckoutReturnView key={reference ?? ''} reference={reference} />
}
