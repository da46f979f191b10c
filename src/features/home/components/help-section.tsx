import { HandCoins, Handshake, HeartHandshake, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { homeMessages } from '../messages'
import { joinPath } from '@/config/paths'

const t = homeMessages.help
const action =
  'mt-6 inline-flex items-center justify-center self-start rounded-full bg-accent-400 px-5 py-2.5 font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 cursor-pointer'

function HelpCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <li className="flex flex-col rounded-3xl border border-white/10 bg-ink-900 p-8">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-700">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h3 className="mt-6 text-2xl font-bold">{title}</h3>
      <p className="mt-3 flex-1 text-white/85">{text}</p>
      {children}
    </li>
  )
}

/**
 * Home section 7: volunteer (a link), donate and partner (buttons). The dialogs belong to other
 * features, so the page that composes this section opens them through the two callbacks.
 */
export function HelpSection({
  onDonate,
  onPartner,
}: {
  onDonate: () => void
  onPartner: () => void
}) {
  return (
    <section aria-labelledby="home-como-ajudar" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-10 text-center">
        <h2 id="home-como-ajudar" className="text-3xl font-black md:text-4xl">
          {t.title}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-white/80">{t.subtitle}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        <HelpCard icon={HeartHandshake} title={t.volunteer.title} text={t.volunteer.text}>
          <Link to={joinPath} className={action}>
            {t.volunteer.action}
          </Link>
        </HelpCard>
        <HelpCard icon={HandCoins} title={t.donate.title} text={t.donate.text}>
          <button type="button" className={action} onClick={onDonate} aria-haspopup="dialog">
            {t.donate.action}
          </button>
        </HelpCard>
        <HelpCard icon={Handshake} title={t.partner.title} text={t.partner.text}>
          <button type="button" className={action} onClick={onPartner} aria-haspopup="dialog">
            {t.partner.action}
          </button>
        </HelpCard>
      </ul>
    </section>
  )
}
