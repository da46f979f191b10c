/**
 * Lower-case ASCII words joined by hyphens, accents dropped ("Jovens Lideranças 2025!" ->
 * "jovens-liderancas-2025"), at most `max` characters: the form of the `slug` columns and of safe
 * file names.
 */
export function slugify(text: string, max = 200): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}
