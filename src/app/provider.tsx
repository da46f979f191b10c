import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { createQueryClient } from '@/lib/query-client'
import { AuthProvider } from '@/features/auth/auth-context'
import { CartProvider } from '@/features/cart/cart-context'
import { GateProvider } from '@/features/restricted/gate-context'

export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <GateProvider>
          <CartProvider>
            {children}
            <LazyToaster />
          </CartProvider>
        </GateProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
