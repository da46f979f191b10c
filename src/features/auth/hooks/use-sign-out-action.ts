import { toast } from '@/components/ui/toast'
import { useSignOut } from '../api/sign-out'
import { errorMessage } from '../api/errors'
import { authMessages } from '../messages'

/** "Sair": signs out, or shows "Falha ao sair" with the service's message (specification §8). */
export function useSignOutAction(): { signOut: () => void; pending: boolean } {
  const mutation = useSignOut()
  return {
    pending: mutation.isPending,
    signOut: () =>
      mutation.mutate(undefined, {
        onError: (error) =>
          toast({
            title: authMessages.signOutFailed,
            description: errorMessage(error, authMessages.fallback),
            variant: 'destructive',
            dismissOn: 'sign-out',
          }),
      }),
  }
}
