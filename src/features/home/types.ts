import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']

export type Banner = Tables['home_banners']['Row']
export type MediaItem = Tables['na_midia']['Row']
export type Testimonial = Tables['testimonials']['Row']
