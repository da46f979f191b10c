import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']

// What each home section shows: the columns its read selects (api/).
export type Banner = Pick<
  Tables['home_banners']['Row'],
  'id' | 'title' | 'description' | 'image_url' | 'link_url'
>
export type MediaItem = Pick<
  Tables['na_midia']['Row'],
  'id' | 'title' | 'source' | 'published_at' | 'link_url' | 'logo_url'
>
export type Testimonial = Pick<
  Tables['testimonials']['Row'],
  'id' | 'name' | 'role' | 'quote' | 'avatar_url'
>
