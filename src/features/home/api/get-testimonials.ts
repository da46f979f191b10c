import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Testimonial } from '../types'
import { homeKeys } from './keys'

/** The most testimonials the carousel takes. */
const HOME_TESTIMONIALS_LIMIT = 12

/** Testimonials in display_order, with what a slide shows. */
export async function getTestimonials(): Promise<Testimonial[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('testimonials')
    .select('id, name, role, quote, avatar_url')
    .order('display_order', { ascending: true })
    .limit(HOME_TESTIMONIALS_LIMIT)
  if (error) throw error
  return data
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.testimonials(), queryFn: getTestimonials })

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions())
}
