// Row shapes of the home-only tables (specification section 3).

export interface Banner {
  id: string
  title: string
  description: string | null
  image_url: string | null
  link_url: string | null
  display_order: number
}

export interface MediaItem {
  id: string
  title: string
  source: string | null
  published_at: string | null
  link_url: string | null
  logo_url: string | null
}

export interface Testimonial {
  id: string
  name: string
  role: string | null
  quote: string
  avatar_url: string | null
  display_order: number
}
