import { useSearchParams } from 'react-router-dom'
import { CheckoutReturnView } from '@/features/cart/components/checkout-return-view'

// The hosted checkout sends the shopper here (successUrl carries this tab's checkout reference).
// The cart was emptied when checkout started (see CartContext.markCheckoutStarted).
export function Component() {
  const [params] = useSearchParams()
  const reference = params.get('ref')
  return <CheckoutReturnView key={reference ?? ''} reference={reference} />
}
