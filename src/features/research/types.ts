import type { Database } from '@/types/database'

type PesquisaRow = Database['public']['Tables']['pesquisas']['Row']
export type PesquisaSummary = Pick<
  PesquisaRow,
  'id' | 'slug' | 'title' | 'summary' | 'authors' | 'year' | 'cover_image_url'
>
export type Pesquisa = PesquisaSummary & Pick<PesquisaRow, 'body' | 'file_url'>
