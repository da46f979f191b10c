import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { truncate } from '@/lib/format'
import { programMessages as t } from '../messages'
import {
  DESCRIPTION_PREVIEW_LENGTH,
  gradientClass,
  programGradient,
  programIconName,
  programIcons,
} from '../program-style'
import type { ProgramSummary } from '../types'
import { href, programPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** A programme card: gradient by name (or by position), icon, first 100 characters, link to its page. */
export function ProgramCard({
  program,
  index,
  headingLevel: Heading = 'h3',
}: {
  program: ProgramSummary
  index: number
  /** h3 under a home section's h2; h2 on the list page. */
  headingLevel?: 'h2' | 'h3'
}) {
  const iconName = programIconName(program.icon)
  const Icon = programIcons[iconName]
  const gradient = programGradient(program.gradient, index)
  return (
    <article
      data-gradient={gradient}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-3xl p-6 text-white shadow-lg shadow-black/30',
        gradientClass[gradient],
      )}
    >
      {program.image_url ? (
        <ResponsiveImage
          src={program.image_url}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
          width={640}
          height={360}
          className="-mx-6 -mt-6 mb-6 aspect-[16/9] w-[calc(100%+3rem)] max-w-none object-cover"
        />
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-white/20">
          <Icon aria-hidden="true" data-icon={iconName} className="h-7 w-7" />
        </span>
        <p className="text-right text-sm font-semibold">
          {program.category ? <span className="block">{program.category}</span> : null}
          {program.year !== null ? <span className="block">{program.year}</span> : null}
        </p>
      </div>
      <Heading className="mt-6 text-2xl font-bold">{program.title}</Heading>
      <p className="mt-3 flex-1 text-white/90">
        {truncate(program.description ?? '', DESCRIPTION_PREVIEW_LENGTH)}
      </p>
      <Link
        to={href(programPath, { id: program.id })}
        className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-white px-5 py-2.5 font-bold text-ink-950 hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t.cta} <span className="sr-only">{t.ctaAbout(program.title)}</span>
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </article>
  )
}
