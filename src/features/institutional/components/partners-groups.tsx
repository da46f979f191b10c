import { ExternalLink } from 'lucide-react'
import { safeUrl } from '@/lib/safe-url'
import { partnerMessages as t } from '../messages'
import type { Partner, PartnerGroup } from '../partners'
import { ResponsiveImage } from '@/components/ui/responsive-image'

function PartnerTile({ partner }: { partner: Partner }) {
  const logo = safeUrl(partner.logo_url)
  const site = safeUrl(partner.site_url)
  const body = (
    <>
      {logo ? (
        <ResponsiveImage
          src={logo}
          alt=""
          sizes="160px"
          width={160}
          height={80}
          className="h-20 w-40 object-contain"
        />
      ) : null}
      <span className="inline-flex items-center gap-1 text-sm font-semibold">
        {partner.name}
        {site ? <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" /> : null}
      </span>
    </>
  )
  const tile =
    'flex h-full flex-col items-center justify-center gap-3 rounded-2xl bg-white p-4 text-center text-gray-900'
  return site ? (
    <a
      href={site}
      target="_blank"
      rel="noopener noreferrer"
      className={`${tile} transition-transform hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 motion-reduce:transform-none`}
    >
      {body}
      <span className="sr-only">{t.newTab}</span>
    </a>
  ) : (
    <div className={tile}>{body}</div>
  )
}

/** Partners under their category names, in the categories' order. */
export function PartnersGroups({
  groups,
  headingLevel,
}: {
  groups: PartnerGroup[]
  headingLevel: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <div className="grid gap-12">
      {groups.map((group) => (
        <section key={group.id} aria-label={group.name}>
          <Heading className="mb-6 text-lg font-black tracking-wide text-accent-300">
            {group.name}
          </Heading>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {group.partners.map((partner) => (
              <li key={partner.id}>
                <PartnerTile partner={partner} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
