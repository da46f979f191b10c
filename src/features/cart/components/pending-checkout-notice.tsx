import { DialogDescription } from '@/components/ui/dialog'
import { buttonVariants } from '@/components/ui/button'
import { getSessionStorage } from '../cart-storage'
import type { CheckoutRecord } from '../cart-context'
import { saveCheckoutReturn } from '../checkout-return'
import { drawerMessages as d } from '../drawer-messages'

const action = buttonVariants({ variant: 'outline', size: 'md' })

/**
 * The cart is marked as pending payment (this tab or another went to the hosted checkout): says so
 * as the drawer's description, and offers to go back to that payment or to keep editing the cart,
 * which drops the mark.
 */
export function PendingCheckoutNotice({
  pending,
  onKeepCart,
}: {
  pending: CheckoutRecord
  onKeepCart: () => void
}) {
  return (
    <div
      className="mt-3 rounded-xl border border-amber-200/40 bg-amber-200/10 p-3 text-sm"
      data-testid="checkout-pending"
    >
      {/* Read with the title when the drawer opens, and announced when another tab sets it. */}
      <DialogDescription asChild>
        <div role="status">
          <p className="font-semibold text-amber-100">{d.pendingTitle}</p>
          <p className="mt-1 text-white/90">{d.pendingBody}</p>
        </div>
      </DialogDescription>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={pending.checkoutUrl}
          // This tab takes the payment up again: coming back from it is this tab's return.
          onClick={() => saveCheckoutReturn(getSessionStorage(), pending)}
          className={`${action} px-4 text-sm`}
        >
          {d.backToPayment}
        </a>
        <button type="button" onClick={onKeepCart} className={`${action} px-4 text-sm`}>
          {d.keepCart}
        </button>
      </div>
    </div>
  )
}
