import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { isRestrictedArea, secretNameByArea } from '../areas'

type VerifyResult =
  | { status: 'granted' }
  | { status: 'denied' }
  | { status: 'rate-limited'; retryAfterSeconds: number }

interface VerifyInput {
  area: string
  password: string
}

function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 15 * 60
}

/**
 * Asks the verify-password function whether `password` opens `area`. An unknown area, a wrong
 * password and a failed call are all "denied" (a failed call is logged); a 429 is "rate-limited".
 */
export async function verifyPassword({ area, password }: VerifyInput): Promise<VerifyResult> {
  if (!isRestrictedArea(area)) return { status: 'denied' }
  try {
    const supabase = await getSupabase()
    const { data, error } = await supabase.functions.invoke<{ authenticated?: unknown }>(
      'verify-password',
      {
        body: { secretName: secretNameByArea[area], password },
      },
    )
    if (error) {
      const context: unknown = (error as { context?: unknown }).context
      if (context instanceof Response && context.status === 429) {
        return { status: 'rate-limited', retryAfterSeconds: retryAfterOf(context) }
      }
      console.warn('verify-password failed:', error.message)
      return { status: 'denied' }
    }
    return data?.authenticated === true ? { status: 'granted' } : { status: 'denied' }
  } catch (error) {
    console.warn(
      'verify-password could not be called:',
      error instanceof Error ? error.message : error,
    )
    return { status: 'denied' }
  }
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword })
}
