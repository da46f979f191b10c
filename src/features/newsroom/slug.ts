import { slugify } from '@/lib/slug'

const MAX = 200

/** The article's address from its title, pt-BR safe ("Saúde & Educação!" -> "saude-educacao"). */
export function newsSlug(title: string): string {
  return slugify(title, MAX)
}

/**
 * `base` if no other article uses it, else the first free `base-2`, `base-3`... (shortened so the
 * suffix still fits in 200 characters).
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}
