import { z } from 'zod'
import { isSafeUrl } from '@/lib/safe-url'
import { movPlusMessages as m } from './messages'

const LINK = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i

function isLink(text: string): boolean {
  if (!LINK.test(text) || !isSafeUrl(text, { sitePaths: false })) return false
  try {
    new URL(text)
    return true
  } catch {
    return false
  }
}

/** The "concluí" form: both fields optional; a link must be a full http(s) address. */
export const completionSchema = z.object({
  note: z.string().trim().max(1000, m.noteTooLong),
  link: z
    .string()
    .trim()
    .max(2048, m.linkTooLong)
    .refine((text) => text === '' || isLink(text), m.linkInvalid),
})

export type CompletionForm = z.input<typeof completionSchema>
