import { formatMoney, type CurrencyDisplay } from '@/lib/format'
import { cn } from '@/lib/cn'
import { storeMessages as m } from '../messages'

/** A price; when on sale, the sale price with the regular one struck through. */
export function ProductPrice({
  price,
  regular,
  currency,
  className,
}: {
  /** What the shopper pays (sale price if any). */
  price: number
  /** Regular price. */
  regular: number
  currency: CurrencyDisplay | null
  className?: string
}) {
  const onSale = price < regular
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {onSale ? <span className="sr-only">{m.salePrice}:</span> : null}
      <span className="font-bold text-accent-300">{formatMoney(price, currency)}</span>
      {onSale ? (
        <>
          <span className="sr-only">{m.regularPrice}:</span>
          <s className="text-sm text-white/75">{formatMoney(regular, currency)}</s>
        </>
      ) : null}
    </p>
  )
}
