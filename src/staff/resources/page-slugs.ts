// The pages a `paginas` row can be: what the page field offers (the `pageSlug` field builder).
import { contentPagePath, contentPages } from '@/config/content-pages'
import { institutionalLinks, networkLinks } from '@/config/paths'
import type { SelectOption } from './types'

const linkLabels = new Map([...institutionalLinks, ...networkLinks].map((l) => [l.href, l.label]))

/** The pages of a section that the site really has a route for, named as the menus name them. */
export function pageSlugOptions(section: string): SelectOption[] {
  return contentPages
    .filter((p) => p.section === section)
    .map((p) => ({ value: p.slug, label: linkLabels.get(contentPagePath(p)) ?? p.slug }))
}
