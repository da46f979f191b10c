import { cn } from '@/lib/cn'
import type { RepresentationGroup } from '../representations'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** Representations by category; `light` for the white /institucional/representacoes page. */
export function RepresentationsGroups({
  groups,
  headingLevel,
  tone,
}: {
  groups: RepresentationGroup[]
  headingLevel: 'h2' | 'h3'
  tone: 'dark' | 'light'
}) {
  const Heading = headingLevel
  return (
    <div className="grid gap-12">
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <Heading
            className={cn(
              'mb-6 text-lg font-black tracking-wide',
              tone === 'dark' ? 'text-accent-300' : 'text-brand-700',
            )}
          >
            {group.category}
          </Heading>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {group.items.map((item) => (
              <li
                key={item.id}
                className={cn(
                  'flex h-full flex-col items-center gap-3 rounded-2xl p-4 text-center',
                  tone === 'dark'
                    ? 'bg-white text-gray-900'
                    : 'border border-gray-200 bg-gray-50 text-gray-900 shadow-sm',
                )}
              >
                {item.logo_url ? (
                  <ResponsiveImage
                    src={item.logo_url}
                    alt=""
                    sizes="160px"
                    width={160}
                    height={80}
                    className="h-20 w-40 object-contain"
                  />
                ) : null}
                <span className="text-sm font-semibold">{item.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
