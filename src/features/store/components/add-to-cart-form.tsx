import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { storeMessages as m } from '../messages'
import type { Product, Variant } from '../types'

interface AddToCartInput {
  product: Product
  variant: Variant
  quantity: number
  /** Current stock of the variant when it manages inventory, else null. */
  stock: number | null
}

export type AddToCartHandler = (input: AddToCartInput) => Promise<void>

export function AddToCartForm({
  product,
  variant,
  stock,
  onAddToCart,
  missingChoice,
  onMissingChoice,
}: {
  product: Product
  variant: Variant | undefined
  stock: number | null
  onAddToCart: AddToCartHandler
  /** Set while an option is still to be chosen: what the button asks for when pressed. */
  missingChoice?: string
  /** Called when the button is pressed before the choice (the page points at the option). */
  onMissingChoice?: () => void
}) {
  const quantityId = useId()
  const statusId = useId()
  const [quantityText, setQuantityText] = useState('1')
  const [adding, setAdding] = useState(false)
  const soldOut = stock != null && stock <= 0
  const parsed = Number.parseInt(quantityText, 10)
  const quantity = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1
  const [asked, setAsked] = useState(false)
  // Before the choice the button stays usable: pressing it asks for the option.
  const blocked = (!variant && !missingChoice) || !product.purchasable || soldOut

  let status: string
  if (!product.purchasable) status = m.notPurchasable
  else if (missingChoice) status = asked ? missingChoice : ''
  else if (!variant) status = m.noMatchingVariant
  else if (soldOut) status = m.outOfStock
  else status = stock != null ? m.inStock(stock) : ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (missingChoice) {
      setAsked(true)
      onMissingChoice?.()
      return
    }
    if (blocked || adding || !variant) return
    setAdding(true)
    try {
      await onAddToCart({ product, variant, quantity, stock })
    } finally {
      setAdding(false)
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <p
        id={statusId}
        className={
          soldOut || blocked || (missingChoice && asked)
            ? 'font-semibold text-red-300'
            : 'text-white/75'
        }
        aria-live="polite"
      >
        {status}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={quantityId} className="text-sm font-semibold">
            {m.quantity}
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantityText}
            onChange={(e) => setQuantityText(e.target.value)}
            onBlur={() => setQuantityText(String(quantity))}
            disabled={blocked}
            className="h-12 w-24 rounded-xl border border-white/30 bg-ink-900 px-3 text-center text-lg focus-visible:outline-2 focus-visible:outline-brand-300 disabled:opacity-60"
          />
        </div>
        <Button
          type="submit"
          size="lg"
          variant="accent"
          disabled={blocked || adding}
          aria-describedby={statusId}
        >
          {soldOut ? m.outOfStock : m.addToCart}
        </Button>
      </div>
    </form>
  )
}
