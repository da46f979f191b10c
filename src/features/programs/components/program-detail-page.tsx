import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { ErrorState } from '@/components/ui/states'
import { cn } from '@/lib/cn'
import { useProgram } from '../api/get-program'
import { programHead } from '../head'
import { programMessages as t } from '../messages'
import { gradientClass, programGradient, programIconName, programIcons } from '../program-style'
import { joinPath, programsPath } from '@/config/paths'

const backLink =
  'inline-flex items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline'

/** /programas/:id: the whole programme, with a call to join. */
export function ProgramDetailPage({ id }: { id: string }) {
  const { data: program, isPending, isError, error, refetch } = useProgram(id)

  if (isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16" aria-busy="true" aria-label={t.loadingOne}>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="mt-8 h-64" />
        <SlowNotice />
      </div>
    )
  }
  if (isError) {
    return (
      <>
        <Seo title={t.detailEyebrow} description={t.listDescription} />
        <PageHeader title={t.detailEyebrow} />
        <div className="mx-auto max-w-4xl px-4 pb-16">
          <ErrorState title={t.errorTitle} error={error} onRetry={() => void refetch()} />
        </div>
      </>
    )
  }
  if (!program) {
    return (
      <>
        <Seo title={t.notFoundTitle} description={t.notFoundDescription} />
        <PageHeader title={t.notFoundTitle} description={t.notFoundDescription} />
        <div className="mx-auto max-w-4xl px-4 pb-16">
          <Link to={programsPath} className={backLink}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t.backToList}
          </Link>
        </div>
      </>
    )
  }

  const iconName = programIconName(program.icon)
  const Icon = programIcons[iconName]
  const gradient = programGradient(program.gradient, 0)
  const description = program.description ?? ''
  return (
    <>
      <Seo {...programHead(program)} />
      <article className="mx-auto max-w-4xl px-4 py-12 md:py-16">
        <Link to={programsPath} className={backLink}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.backToList}
        </Link>
        {program.image_url ? (
          <img
            src={program.image_url}
            alt=""
            width={1280}
            height={720}
            // The page's largest paint: fetched first, from the pre-rendered HTML.
            fetchPriority="high"
            loading="eager"
            decoding="async"
            className="mt-6 aspect-[16/9] w-full rounded-3xl object-cover"
          />
        ) : null}
        <header
          data-gradient={gradient}
          className={cn('mt-6 rounded-3xl p-8 text-white md:p-12', gradientClass[gradient])}
        >
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-white/20">
            <Icon aria-hidden="true" data-icon={iconName} className="h-8 w-8" />
          </span>
          <p className="mt-6 text-sm font-bold uppercase tracking-wider">{t.detailEyebrow}</p>
          <h1 className="mt-2 text-3xl font-black md:text-5xl">{program.title}</h1>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2">
            {program.category ? (
              <div>
                <dt className="text-sm text-white/85">{t.category}</dt>
                <dd className="font-semibold">{program.category}</dd>
              </div>
            ) : null}
            {program.year !== null ? (
              <div>
                <dt className="text-sm text-white/85">{t.year}</dt>
                <dd className="font-semibold">{program.year}</dd>
              </div>
            ) : null}
          </dl>
        </header>
        <div className="mt-10 space-y-4 text-lg leading-relaxed text-white/90">
          {description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <aside className="mt-12 rounded-3xl border border-white/15 bg-ink-900 p-8 text-center">
          <p className="text-lg">{t.joinText}</p>
          <Link
            to={joinPath}
            className="mt-6 inline-flex rounded-full bg-accent-400 px-6 py-3 font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
          >
            {t.join}
          </Link>
        </aside>
      </article>
    </>
  )
}
