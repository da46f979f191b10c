import { cn } from '@/lib/cn'
import { stateLabels } from '../messages'
import type { NewsState } from '../news-state'

const tones: Record<NewsState, string> = {
  rascunho: 'bg-gray-200 text-gray-900',
  agendada: 'bg-sky-100 text-sky-900',
  publicada: 'bg-emerald-100 text-emerald-900',
  despublicada: 'bg-amber-100 text-amber-900',
}

/** The article's state as a pale pill with dark text (AA contrast). */
export function StateBadge({ state }: { state: NewsState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[state],
      )}
    >
      {stateLabels[state]}
    </span>
  )
}
