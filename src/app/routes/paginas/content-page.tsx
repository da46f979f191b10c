import { PlaceholderPage } from '@/app/routes/placeholder-page'

// An institutional or network page whose title, summary and body come from `paginas`
// (content issue). Until then it shows its title and introduction.
export function ContentPage({ section, slug }: { section: 'institucional' | 'redes-e-projetos'; slug: string }) {
  return <PlaceholderPage path={`/${section}/${slug}`} />
}

export { ContentPage as Component }
