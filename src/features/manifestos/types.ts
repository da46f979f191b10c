// Row shape of `manifestos` (specification section 3, Manifesto).
export interface Manifesto {
  id: string
  title: string
  description: string | null
  thematic: string | null
  signed_at: string | null
  link_url: string | null
}
