import { adminPath, newsroomPath, representationsPath } from '@/config/paths'
/** Page background by path (specification section 2, Layout). */
type PageBackground = 'light-grey' | 'white' | 'dark'

export function backgroundForPath(pathname: string): PageBackground {
  if (pathname.startsWith(adminPath) || pathname.startsWith(newsroomPath)) return 'light-grey'
  if (pathname === representationsPath || pathname.startsWith(`${representationsPath}/`))
    return 'white'
  return 'dark'
}

export const backgroundClass: Record<PageBackground, string> = {
  'light-grey': 'bg-gray-100 text-gray-900',
  white: 'bg-white text-gray-900',
  dark: 'bg-ink-950 text-white',
}
