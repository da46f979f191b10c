// Rows of the content tables for component tests (shapes of specification section 3).

/** A valid, deterministic UUID for test row `n`. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}

export function programRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(n),
    title: `Programa ${n}`,
    category: 'Formação',
    year: 2024,
    description: `Descrição do programa ${n}.`,
    icon: 'Rocket',
    gradient: null,
    image_url: null,
    display_order: n,
    is_active: true,
    ...overrides,
  }
}

export function publicationRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(100 + n),
    title: `Publicação ${n}`,
    thematic: 'Educação',
    authors: `Autora ${n}`,
    publication_date: `2025-01-${String(n).padStart(2, '0')}`,
    file_url: `https://arquivos.example.org/publicacao-${n}.pdf`,
    image_url: `https://imagens.example.org/publicacao-${n}.jpg`,
    is_published: true,
    ...overrides,
  }
}

export function mediaRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(200 + n),
    title: `Matéria ${n}`,
    source: `Jornal ${n}`,
    published_at: `2025-02-${String(28 - n).padStart(2, '0')}T12:00:00Z`,
    link_url: `https://jornal.example.org/materia-${n}`,
    logo_url: null,
    ...overrides,
  }
}

export function bannerRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(300 + n),
    title: `Banner ${n}`,
    description: `Chamada do banner ${n}`,
    image_url: null,
    link_url: `https://campanha.example.org/${n}`,
    is_active: true,
    display_order: n,
    ...overrides,
  }
}

export function testimonialRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(400 + n),
    name: `Pessoa Jovem ${n}`,
    role: 'Voluntária',
    quote: `Depoimento número ${n}.`,
    avatar_url: null,
    display_order: n,
    ...overrides,
  }
}

export function manifestoRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(500 + n),
    title: `Manifesto ${n}`,
    description: `Texto do manifesto ${n}.`,
    thematic: 'Geral',
    signed_at: `2025-03-${String(n).padStart(2, '0')}`,
    link_url: null,
    is_active: true,
    ...overrides,
  }
}

export function representationRow(
  n: number,
  category: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: uuid(600 + n),
    name: `Representação ${n}`,
    category,
    logo_url: null,
    display_order: n,
    ...overrides,
  }
}

export function partnerRow(
  n: number,
  categoryId: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: uuid(700 + n),
    name: `Parceiro ${n}`,
    logo_url: null,
    site_url: null,
    category_id: categoryId,
    display_order: n,
    ...overrides,
  }
}

export function partnerCategoryRow(n: number, name: string, displayOrder: number) {
  return { id: uuid(800 + n), name, display_order: displayOrder }
}
