import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { formatMoney } from '@/lib/format'
import { subtotalOf, unitPriceOf } from '../cart-reducer'
import { useCart } from '../cart-context'
import { getLocalStorage, getSessionStorage, readPendingCheckout } from '../cart-storage'
import { readCheckoutReturn, saveCheckoutReturn } from '../checkout-return'
import { checkoutReturnMessages as m } from '../drawer-messages'
import { lineName } from '../messages'
import { storePath } from '@/config/paths'

const storeLink =
  'mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300'

/**
 * `/success`: the store API offers no public order lookup, so payment is never claimed here. A
 * return that carries the reference of the checkout in progress (the pending mark) or of the one
 * this tab went to pay shows what was sent to payment; anything else (an address opened directly,
 * a stale link) says it cannot confirm. The return of the checkout in progress ends it: the cart
 * is emptied in every tab.
 */
export function CheckoutReturnView({ reference }: { reference: string | null }) {
  const { clearCart } = useCart()
  // Not pre-rendered (see router.tsx): the browser's storage is read on the first render.
  const [[record, ends]] = useState(() => {
    const pending = readPendingCheckout(getLocalStorage())
    return reference && pending?.ref === reference
      ? ([pending, true] as const)
      : ([readCheckoutReturn(getSessionStorage(), reference), false] as const)
  })
  const ended = useRef(false)

  useEffect(() => {
    if (!ends || ended.current) return
    ended.current = true
    // A reload of this page in this tab shows the same lines.
    saveCheckoutReturn(getSessionStorage(), record)
    // Empties the cart and drops the mark; the other tabs follow through the storage events.
    clearCart()
  }, [ends, record, clearCart])

  if (!record) {
    return (
      <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-20 text-center">
        <Seo title={m.unverifiedTitle} description={m.unverifiedBody} />
        <CircleAlert aria-hidden="true" className="h-16 w-16 text-amber-300" />
        <h1 className="text-3xl font-black tracking-tight md:text-5xl">{m.unverifiedTitle}</h1>
        <p className="text-white/80">{m.unverifiedBody}</p>
        <Link to={storePath} className={storeLink}>
          {m.backToStore}
        </Link>
      </section>
    )
  }

  const currency = record.items[0]?.variant.currency_info
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-20 text-center">
      <Seo title={m.returnTitle} description={m.returnLead} />
      <CircleCheck aria-hidden="true" className="h-16 w-16 text-emerald-400" />
      <h1 className="text-3xl font-black tracking-tight md:text-5xl">{m.returnTitle}</h1>
      <p className="text-white/80">{m.returnLead}</p>
      <section aria-labelledby="checkout-return-items" className="w-full text-left">
        <h2 id="checkout-return-items" className="mb-3 text-xl font-bold">
          {m.returnItems}
        </h2>
        <ul className="grid gap-2">
          {record.items.map((item) => (
            <li
              key={item.variant.id}
              className="flex justify-between gap-4 rounded-xl border border-white/10 bg-white/5 p-3"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {item.quantity} × {lineName(item.product.title, item.variant.title)}
              </span>
              <span className="shrink-0 font-semibold">
                {formatMoney(unitPriceOf(item.variant) * item.quantity, item.variant.currency_info)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between text-lg font-bold">
          <span>{m.returnTotal}</span>
          <span>{formatMoney(subtotalOf(record.items), currency)}</span>
        </p>
        <p className="mt-2 text-sm text-white/75">{m.returnReference(record.ref)}</p>
      </section>
      <Link to={storePath} className={storeLink}>
        {m.backToStore}
      </Link>
    </section>
  )
}
