import { Minus, Plus, Trash2 } from 'lucide-react'
import { formatMoney } from '@/lib/format'
import { unitPriceOf } from '../cart-reducer'
import type { CartItem } from '../cart-types'
import { lineName, cartMessages as m } from '../messages'

const iconButton =
  'inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full border border-white/20 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:opacity-60'

export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onRemove,
}: {
  item: CartItem
  onIncrease: () => void
  onDecrease: () => void
  onRemove: () => void
}) {
  const { product, variant, quantity } = item
  const name = lineName(product.title, variant.title)
  const image = variant.image_url || product.image
  const unit = unitPriceOf(variant)
  const onSale =
    variant.sale_price_in_cents != null && variant.sale_price_in_cents < variant.price_in_cents
  return (
    <li className="flex gap-4 rounded-2xl border border-white/10 bg-white/5 p-3" aria-label={name}>
      {image ? (
        <img
          src={image}
          alt=""
          className="h-20 w-20 shrink-0 rounded-xl object-cover"
          loading="lazy"
        />
      ) : (
        <div aria-hidden="true" className="h-20 w-20 shrink-0 rounded-xl bg-white/10" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <p className="truncate font-semibold">{product.title}</p>
          {variant.title ? <p className="text-sm text-white/75">{variant.title}</p> : null}
          <p className="text-sm">
            <span className="sr-only">{m.unitPrice}: </span>
            <span data-testid="cart-line-price">{formatMoney(unit, variant.currency_info)}</span>
            {onSale ? (
              <s className="ml-2 text-white/75">
                {formatMoney(variant.price_in_cents, variant.currency_info)}
              </s>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={iconButton}
            onClick={onDecrease}
            disabled={quantity <= 1}
            aria-label={m.decrease}
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <output className="min-w-8 text-center font-semibold" aria-label={m.quantity}>
            {quantity}
          </output>
          <button type="button" className={iconButton} onClick={onIncrease} aria-label={m.increase}>
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            className={`${iconButton} ml-auto border-transparent text-red-300 hover:text-red-200`}
            onClick={onRemove}
            aria-label={m.remove}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  )
}
