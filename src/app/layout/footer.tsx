import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { formatAddress, organization } from '@/config/organization'
import { accessibilityLink, donateLink, privacyLink } from '@/config/paths'
import {
  allRightsReserved,
  cnpjLabel,
  facebookLabel,
  footerDonate,
  instagramLabel,
  legalLinksLabel,
  linkedinLabel,
  sdgSealAlt,
  socialLinksLabel,
  underConstructionDescription,
  underConstructionTitle,
} from './messages'
import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons'

const socials = [
  { label: instagramLabel, Icon: InstagramIcon },
  { label: facebookLabel, Icon: FacebookIcon },
  { label: linkedinLabel, Icon: LinkedinIcon },
]

export function Footer() {
  const showUnderConstruction = () =>
    toast({
      title: underConstructionTitle,
      description: underConstructionDescription,
    })

  return (
    <footer className="border-t border-white/10 bg-ink-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="grid content-start gap-4">
          <p className="text-3xl font-black">{organization.shortName}</p>
          <p className="text-white/80">{organization.tagline}</p>
          <Link
            to={donateLink.href}
            className="inline-flex min-h-11 w-fit items-center rounded-full bg-accent-400 px-5 font-bold text-ink-950 hover:bg-accent-300"
          >
            {footerDonate}
          </Link>
          <ul className="flex gap-3" aria-label={socialLinksLabel}>
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  aria-label={label}
                  onClick={showUnderConstruction}
                  className="rounded-full border border-white/20 p-2.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300"
                >
                  <Icon className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-start gap-4">
          <img
            src={organization.sdgSeal.image}
            alt={sdgSealAlt}
            width={96}
            height={96}
            loading="lazy"
            className="h-24 w-24 shrink-0"
          />
          <p className="text-white/85">{organization.sdgSeal.text}</p>
        </div>
        <address className="grid content-start gap-3 not-italic text-white/85">
          <p className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
            <span>{formatAddress()}</span>
          </p>
          <p className="flex gap-2">
            <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
            <a
              href={`tel:${organization.phoneE164}`}
              className="underline-offset-4 hover:underline"
            >
              {organization.phone}
            </a>
          </p>
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
            <a href={`mailto:${organization.email}`} className="underline-offset-4 hover:underline">
              {organization.email}
            </a>
          </p>
          <p>
            {cnpjLabel} {organization.cnpj}
          </p>
        </address>
      </div>
      <div className="border-t border-white/10 px-4 py-3 text-center text-sm text-white/75">
        <ul aria-label={legalLinksLabel} className="flex flex-wrap justify-center gap-x-6">
          {[privacyLink, accessibilityLink].map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="py-1">
          © {new Date().getFullYear()} {organization.legalName}. {allRightsReserved}
        </p>
      </div>
    </footer>
  )
}
