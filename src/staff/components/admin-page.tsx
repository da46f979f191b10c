import { ChevronRight } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { useStaffArea } from '../area'
import { layoutMessages } from '../messages'

export interface Crumb {
  label: string
  /** Omitted for the current page (the last crumb). */
  to?: string
}

interface AdminPageProps {
  /** The page's heading, also its document title ("<title> · <area name>"). */
  title: string
  /** The trail after the area's first page (which always comes first). */
  breadcrumbs?: Crumb[]
  description?: ReactNode
  /** Buttons or links beside the heading (e.g. "Novo programa"). */
  actions?: ReactNode
  children: ReactNode
}

/**
 * Every admin screen's frame: breadcrumbs, a heading that takes the focus when the screen opens
 * (so screen-reader users hear where they landed after a navigation), optional actions, content.
 */
export function AdminPage({
  title,
  breadcrumbs = [],
  description,
  actions,
  children,
}: AdminPageProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const area = useStaffArea()
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [title])
  const trail: Crumb[] = [{ label: area.homeLabel, to: area.root }, ...breadcrumbs]
  return (
    <div className="grid gap-6">
      <Seo title={`${title} · ${area.name}`} description={area.description} />
      <nav aria-label={layoutMessages.breadcrumbs} className="text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1
            return (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {crumb.to && !last ? (
                  <Link
                    to={crumb.to}
                    className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className="text-gray-800">
                    {crumb.label}
                  </span>
                )}
                {last ? null : <ChevronRight aria-hidden="true" className="h-4 w-4" />}
              </li>
            )
          })}
        </ol>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={-1}
            className="break-words text-2xl font-black tracking-tight text-gray-900 focus:outline-none md:text-3xl"
          >
            {title}
          </h1>
          {description ? <div className="mt-1 text-gray-700">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}
