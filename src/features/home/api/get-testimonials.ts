import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Testimonial } from '../types'
import { homeKeys } from './keys'

/** Testimonials in display_order. */
export async function getTestimonials(): Promise<Testimonial[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('testimonials')
    .select('*')
    .order('display_order', { ascending: true })
  if (error) throw error
  return data
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.testimonials(), queryFn: getTestimonials })

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions())
}
