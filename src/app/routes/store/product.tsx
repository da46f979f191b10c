import { useParams } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { useCart } from '@/features/cart/cart-context'
import { NotEnoughStockError } from '@/features/cart/cart-reducer'
import { cartMessages } from '@/features/cart/messages'
import type { AddToCartHandler } from '@/features/store/components/add-to-cart-form'
import { ProductView } from '@/features/store/components/product-view'

// Composes the store's product view with the cart: the stock rule's refusal becomes a pt-BR toast.
export function Component() {
  const { id = '' } = useParams()
  const { addItem, setOpen } = useCart()

  const onAddToCart: AddToCartHandler = async ({ product, variant, quantity, stock }) => {
    try {
      await addItem(
        { id: product.id, title: product.title, image: product.image },
        {
          id: variant.id,
          title: variant.title,
          price_in_cents: variant.price_in_cents,
          sale_price_in_cents: variant.sale_price_in_cents,
          currency_info: variant.currency_info ?? { code: variant.currency },
          image_url: variant.image_url,
          manage_inventory: variant.manage_inventory,
        },
        quantity,
        stock,
      )
    } catch (error) {
      if (error instanceof NotEnoughStockError) {
        toast({
          title: cartMessages.notEnoughStock(
            error.productTitle,
            error.variantTitle,
            error.available,
          ),
          variant: 'destructive',
        })
        return
      }
      throw error
    }
    toast({
      title: cartMessages.addedTitle,
      description: cartMessages.addedDescription(product.title, variant.title, quantity),
      variant: 'success',
      action: { label: cartMessages.viewCart, onClick: () => setOpen(true) },
    })
  }

  return <ProductView id={id} onAddToCart={onAddToCart} />
}
