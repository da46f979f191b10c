// Row shape of `programas` (specification section 3, Program).
export interface Program {
  id: string
  title: string
  category: string | null
  year: number | null
  description: string | null
  icon: string | null
  gradient: string | null
  display_order: number
}
