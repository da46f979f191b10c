import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (8 kB gzip on every first load): pass
 * overrides that do not conflict with a primitive's own classes, or add a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
