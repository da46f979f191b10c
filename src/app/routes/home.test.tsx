import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import {
  bannerRow,
  manifestoRow,
  mediaRow,
  partnerCategoryRow,
  partnerRow,
  programRow,
  publicationRow,
  representationRow,
  testimonialRow,
} from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { Component as HomePage } from './home'

// Sections 2-11 are a lazy chunk: transform it once before the tests so no wait depends on it.
beforeAll(async () => {
  await import('@/app/compositions/home-sections')
  await import('@/lib/supabase-client')
})

const category = partnerCategoryRow(1, 'Patrocinadores', 1)
const tables: Record<string, Array<Record<string, unknown>>> = {
  programas: [programRow(1)],
  home_banners: [bannerRow(1), bannerRow(2)],
  pdc_publications: [publicationRow(1)],
  na_midia: [mediaRow(1)],
  testimonials: [testimonialRow(1)],
  manifestos: [manifestoRow(1)],
  representacoes: [representationRow(1, 'FÓRUNS & PACTOS')],
  partners: [partnerRow(1, category.id)],
  partner_categories: [category],
}

function answerEveryTable(
  options: { failing?: string; onRequest?: (table: string) => Promise<void> } = {},
) {
  server.use(
    ...Object.entries(tables).map(([table, rows]) =>
      table === options.failing
        ? restError(table)
        : restTable(table, rows, { onRequest: () => options.onRequest?.(table) }),
    ),
  )
}

/** Top-level sections of the page by accessible name, in document order. */
function sectionNames(): string[] {
  return screen
    .getAllByRole('region')
    .filter((region) => region.parentElement?.closest('section') === null)
    .map((region) => {
      const labelledBy = region.getAttribute('aria-labelledby')
      return labelledBy
        ? (document.getElementById(labelledBy)?.textContent ?? '')
        : (region.getAttribute('aria-label') ?? '')
    })
}

test('shows the hero and sections 2 to 11 in the numbered order, media right after publications', async () => {
  answerEveryTable()
  renderWithProviders(<HomePage />)
  expect(
    screen.getByRole('heading', { level: 1, name: /O futuro começa agora/ }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Comece agora' })).toHaveAttribute(
    'href',
    '/junte-se-a-nos',
  )
  expect(screen.getByRole('link', { name: 'Veja os programas' })).toHaveAttribute(
    'href',
    '/programas',
  )
  await screen.findByRole('heading', { name: 'Nossos Parceiros' })
  await screen.findByRole('heading', { name: 'Representações' })
  await screen.findByRole('heading', { name: 'Nossos Programas' })
  await screen.findByRole('region', { name: 'Destaques' })
  await screen.findByRole('heading', { name: 'Acesse Nossos Conteúdos' })
  await screen.findByRole('heading', { name: 'MOV Na Mídia' })
  await screen.findByRole('heading', { name: 'Quem Vive o MOV' })
  await screen.findByRole('heading', { name: 'Manifestos' })
  expect(sectionNames()).toEqual([
    'Nossos Programas',
    'Destaques',
    'O MOV em números',
    'Acesse Nossos Conteúdos',
    'MOV Na Mídia',
    'Como Ajudar',
    'Quem Vive o MOV',
    'Manifestos',
    'Representações',
    'Nossos Parceiros',
  ])
})

test('the stats strip shows the four fixed figures', async () => {
  answerEveryTable()
  renderWithProviders(<HomePage />)
  await screen.findByRole('heading', { name: 'Nossos Parceiros' })
  const stats = screen.getByRole('region', { name: 'O MOV em números' })
  for (const value of ['7 mil+', '10+', '3+', '98%'])
    expect(within(stats).getByText(value)).toBeInTheDocument()
})

test('the nine reads are issued in parallel, not one after another', async () => {
  const expected = Object.keys(tables).length
  const seen = new Set<string>()
  let release: () => void = () => {}
  const allAsked = new Promise<void>((resolve) => (release = resolve))
  answerEveryTable({
    onRequest: async (table) => {
      seen.add(table)
      if (seen.size === expected) release()
      // No answer goes out until every table has been asked for.
      await allAsked
    },
  })
  renderWithProviders(<HomePage />)
  expect(await screen.findByRole('heading', { name: 'Nossos Parceiros' })).toBeInTheDocument()
  expect(seen.size).toBe(expected)
})

test('a failed read shows an error in its own section only, and its retry reads that table alone', async () => {
  const asked: string[] = []
  answerEveryTable({
    failing: 'pdc_publications',
    onRequest: async (table) => void asked.push(table),
  })
  const { user } = renderWithProviders(<HomePage />)
  const retry = await failedSection('Acesse Nossos Conteúdos')
  // The other sections still show their rows, and the order of the page is kept.
  expect(await screen.findByText('Programa 1')).toBeInTheDocument()
  expect(await screen.findByText('Manifesto 1')).toBeInTheDocument()
  expect(await screen.findByText('Parceiro 1')).toBeInTheDocument()
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  expect(sectionNames()).toContain('Acesse Nossos Conteúdos')
  expect(sectionNames().indexOf('Acesse Nossos Conteúdos')).toBe(3)

  asked.length = 0
  server.use(
    restTable('pdc_publications', tables.pdc_publications ?? [], {
      onRequest: () => void asked.push('pdc_publications'),
    }),
  )
  await user.click(retry)
  expect(await screen.findByText('Publicação 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(asked).toEqual(['pdc_publications'])
})

test('"Como Ajudar": volunteering links to /junte-se-a-nos and the two buttons open the donation and partnership dialogs', async () => {
  answerEveryTable()
  const { user } = renderWithProviders(<HomePage />)
  const help = await screen.findByRole('region', { name: 'Como Ajudar' })
  expect(
    within(help)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Voluntariado', 'Doações', 'Parcerias'])
  expect(within(help).getByRole('link', { name: 'Seja Voluntário' })).toHaveAttribute(
    'href',
    '/junte-se-a-nos',
  )

  await user.click(within(help).getByRole('button', { name: 'Faça uma Doação' }))
  const donation = await screen.findByRole('dialog', { name: 'Faça uma Doação' })
  await user.click(within(donation).getByRole('button', { name: 'Fechar' }))
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull()

  await user.click(within(help).getByRole('button', { name: 'Torne-se um Parceiro' }))
  expect(await screen.findByRole('dialog', { name: 'Torne-se um Parceiro' })).toBeInTheDocument()
})
