// The newsroom's paths (all under /escritor; the app mounts the area at /escritor/*).

export const newsroomPaths = {
  root: '/escritor',
  news: '/escritor',
  newsCreate: '/escritor/noticias/nova',
  newsEdit: (id: string) => `/escritor/noticias/${id}`,
  authors: '/escritor/autores',
  authorEdit: (id: string) => `/escritor/autores/${id}`,
  /** The public article page, drafts included for a writer ("Ver como visitante"). */
  preview: (slug: string) => `/noticias/${slug}?previa=1`,
  signIn: '/login',
} as const
