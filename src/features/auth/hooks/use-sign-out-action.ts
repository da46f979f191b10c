import { toast } from '@/components/ui/toast'
import { useSignOut } from '../api/sign-out'
import { authErrorMessage } from '../api/auth-error-message'
import { accountMenuMessages } from '../account-menu-messages'
import { authMessages } from '../messages'

/** "Sair": signs out, or shows "Falha ao sair" with what went wrong, in pt-BR (specification §8). */
export function useSignOutAction({ onSignedOut }: { onSignedOut?: () => void } = {}): {
  signOut: () => void
  pending: boolean
} {
  const mutation = useSignOut()
  return {
    pending: mutation.isPending,
    signOut: () =>
      mutation.mutate(undefined, {
        onSuccess: () => onSignedOut?.(),
        onError: (error) =>
          toast({
            title: accountMenuMessages.signOutFailed,
            description: authErrorMessage(error, authMessages.fallback),
            variant: 'destructive',
            dismissOn: 'sign-out',
          }),
      }),
  }
}
