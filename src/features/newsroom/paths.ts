// The newsroom's paths (all under /escritor; the app mounts the area at /escritor/*).
import { href, loginPath, newsArticlePath, newsroomPath } from '@/config/paths'

export const newsroomPaths = {
  root: newsroomPath,
  news: newsroomPath,
  newsCreate: `${newsroomPath}/noticias/nova`,
  newsEdit: (id: string) => `${newsroomPath}/noticias/${id}`,
  authors: `${newsroomPath}/autores`,
  authorEdit: (id: string) => `${newsroomPath}/autores/${id}`,
  /** The public article page, drafts included for a writer ("Ver como visitante"). */
  preview: (slug: string) => `${href(newsArticlePath, { id: slug })}?previa=1`,
  signIn: loginPath,
} as const
