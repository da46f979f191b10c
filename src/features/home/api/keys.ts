export const homeKeys = {
  all: ['home'] as const,
  banners: () => [...homeKeys.all, 'banners'] as const,
  media: () => [...homeKeys.all, 'media'] as const,
  testimonials: () => [...homeKeys.all, 'testimonials'] as const,
}
