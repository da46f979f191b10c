import {
  ArrowRight,
  Compass,
  GraduationCap,
  HandHeart,
  Handshake,
  Megaphone,
  Network,
  Sparkles,
  Star,
  Users,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { membershipMessages as t } from '../messages'
import { documentsPath, loginPath, movPlusPath, programsPath, registerPath } from '@/config/paths'

const reasonIcons = [Sparkles, GraduationCap, Network, Megaphone]

const linkClass =
  'inline-flex items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-300'

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article className="grid content-start gap-3 rounded-2xl border border-white/10 bg-ink-900 p-6">
      <span
        aria-hidden="true"
        className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white"
      >
        {icon}
      </span>
      <h3 className="text-xl font-bold">{title}</h3>
      {children}
    </article>
  )
}

/** The "Participe!" page. The donation and partnership dialogs are composed by the route. */
export function MembershipPage({
  onDonate,
  onPartner,
}: {
  onDonate: () => void
  onPartner: () => void
}) {
  const iconClass = 'h-6 w-6'
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={t.intro}>
        <Link
          to={registerPath}
          className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-accent-400 px-8 text-lg font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
        >
          {t.primaryCta}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-16 px-4 pb-20">
        <section aria-labelledby="why-heading" className="grid gap-6">
          <h2 id="why-heading" className="text-2xl font-black md:text-3xl">
            {t.whyHeading}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t.reasons.map((reason, index) => {
              const Icon = reasonIcons[index] ?? Sparkles
              return (
                <li
                  key={reason.title}
                  className="grid content-start gap-2 rounded-2xl border border-white/10 p-5"
                >
                  <Icon aria-hidden="true" className="h-6 w-6 text-accent-300" />
                  <h3 className="font-bold">{reason.title}</h3>
                  <p className="text-sm text-white/85">{reason.text}</p>
                </li>
              )
            })}
          </ul>
        </section>

        <section aria-labelledby="ways-heading" className="grid gap-6">
          <h2 id="ways-heading" className="text-2xl font-black md:text-3xl">
            {t.waysHeading}
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            <Card icon={<Users className={iconClass} />} title={t.ways.volunteer.title}>
              <p className="text-white/85">{t.ways.volunteer.text}</p>
              <Link to={registerPath} className={linkClass}>
                {t.ways.volunteer.link} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link
                to={documentsPath}
                className="text-sm font-semibold text-white underline underline-offset-4"
              >
                {t.ways.volunteer.guide}
              </Link>
            </Card>
            <Card icon={<Compass className={iconClass} />} title={t.ways.programs.title}>
              <p className="text-white/85">{t.ways.programs.text}</p>
              <Link to={programsPath} className={linkClass}>
                {t.ways.programs.link} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Card>
            <Card icon={<Star className={iconClass} />} title={t.ways.points.title}>
              <p className="text-white/85">{t.ways.points.text}</p>
              <Link to={movPlusPath} className={linkClass}>
                {t.ways.points.link} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Card>
          </div>
        </section>

        <section aria-labelledby="steps-heading" className="grid gap-6">
          <h2 id="steps-heading" className="text-2xl font-black md:text-3xl">
            {t.stepsHeading}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {t.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-white/10 p-5">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-black text-ink-950"
                >
                  {index + 1}
                </span>
                <div className="grid gap-1">
                  <h3 className="font-bold">{step.title}</h3>
                  <p className="text-sm text-white/85">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="register-heading"
          className="grid justify-items-start gap-4 rounded-3xl bg-brand-700 p-8 md:p-12"
        >
          <h2 id="register-heading" className="text-2xl font-black md:text-3xl">
            {t.registerHeading}
          </h2>
          <p className="max-w-2xl text-lg text-white/90">{t.registerText}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Link
              to={registerPath}
              className="inline-flex h-12 items-center rounded-full bg-accent-400 px-8 text-lg font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t.registerCta}
            </Link>
            <p className="text-white/90">
              {t.loginPrompt}{' '}
              <Link
                to={loginPath}
                className="font-semibold text-white underline underline-offset-4"
              >
                {t.loginCta}
              </Link>
            </p>
          </div>
        </section>

        <section aria-labelledby="support-heading" className="grid gap-6">
          <div className="grid gap-2">
            <h2 id="support-heading" className="text-2xl font-black md:text-3xl">
              {t.supportHeading}
            </h2>
            <p className="text-white/85">{t.supportText}</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Card icon={<HandHeart className={iconClass} />} title={t.donate.title}>
              <p className="text-white/85">{t.donate.text}</p>
              <Button
                variant="accent"
                className="justify-self-start"
                onClick={onDonate}
                aria-haspopup="dialog"
              >
                {t.donate.title}
              </Button>
            </Card>
            <Card icon={<Handshake className={iconClass} />} title={t.partner.title}>
              <p className="text-white/85">{t.partner.text}</p>
              <Button
                variant="accent"
                className="justify-self-start"
                onClick={onPartner}
                aria-haspopup="dialog"
              >
                {t.partner.title}
              </Button>
            </Card>
          </div>
        </section>
      </div>
    </>
  )
}
