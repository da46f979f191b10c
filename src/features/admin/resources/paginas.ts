import { contentPagePath, contentPages, type ContentSection } from '@/config/content-pages'
import { validationMessages } from '@/staff/messages'
import { defineResource } from '@/staff/resources/define'
import { bodyText, pageSlug, requiredChoice, requiredText } from '@/staff/resources/fields'
import { sortBy } from '@/staff/resources/sorts'
import type { SelectOption } from '@/staff/resources/types'

const pageSectionOptions: readonly SelectOption[] = [
  { value: 'institucional', label: 'Institucional' },
  { value: 'redes-e-projetos', label: 'Redes e Projetos' },
]

function isSitePage(section: unknown, slug: unknown): boolean {
  return contentPages.some((p) => p.section === section && p.slug === slug)
}

export const paginas = defineResource('paginas', {
  slug: 'paginas',
  names: { singular: 'página', plural: 'páginas', gender: 'f', title: 'Páginas' },
  description: 'O texto das páginas institucionais e de redes e projetos.',
  nameColumn: 'title',
  columns: [
    {
      key: 'section',
      label: 'Seção',
      kind: 'enum',
      labels: Object.fromEntries(pageSectionOptions.map((o) => [o.value, o.label])),
    },
    { key: 'slug', label: 'Endereço', kind: 'text' },
  ],
  search: ['title', 'summary', 'slug'],
  searchHint: 'Busca no título, no resumo e no endereço.',
  sorts: [
    sortBy('section.asc', 'Seção e endereço', ['slug', 'asc']),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    sortBy('updated_at.desc', 'Alteradas mais recentemente'),
  ],
  defaultSort: 'section.asc',
  sitePath: (row) =>
    isSitePage(row.section, row.slug)
      ? contentPagePath({ section: row.section as ContentSection, slug: String(row.slug) })
      : null,
  fields: {
    section: requiredChoice({
      label: 'Seção',
      required: 'Escolha a seção.',
      options: pageSectionOptions,
    }),
    slug: pageSlug({
      label: 'Página',
      required: 'Escolha a página.',
      sectionField: 'section',
      slugs: contentPages.map((p) => p.slug),
    }),
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    summary: requiredText({
      label: 'Resumo',
      required: 'Informe o resumo.',
      max: 5000,
      control: 'textarea',
      hint: 'Mostrado abaixo do título e nas buscas.',
    }),
    body: bodyText({ label: 'Texto da página', max: 100000, control: 'markdown' }),
  },
  refine: (values, ctx) => {
    if (values.section && values.slug && !isSitePage(values.section, values.slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: validationMessages.pageOfSection })
    }
  },
})
