// Row shape of `pdc_publications` (specification section 3, Publication).
export interface Publication {
  id: string
  title: string
  thematic: string | null
  authors: string | null
  publication_date: string | null
  file_url: string | null
  image_url: string | null
}
