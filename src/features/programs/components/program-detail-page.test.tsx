import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { programRow, uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { ProgramDetailPage } from './program-detail-page'

const long = 'Uma descrição longa do programa. '.repeat(8).trim()

test('shows the whole description, icon, gradient, year, category and a call to join', async () => {
  server.use(
    restTable('programas', [
      programRow(1, {
        title: 'Jovens Lideranças',
        description: long,
        icon: 'Target',
        gradient: 'gradient-cyan',
        year: 2024,
        category: 'Liderança',
      }),
    ]),
  )
  const { container } = renderWithProviders(<ProgramDetailPage id={uuid(1)} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Jovens Lideranças' }),
  ).toBeInTheDocument()
  expect(screen.getByText(long)).toBeInTheDocument()
  expect(screen.getByText('Liderança')).toBeInTheDocument()
  expect(screen.getByText('2024')).toBeInTheDocument()
  expect(container.querySelector('[data-gradient]')).toHaveAttribute(
    'data-gradient',
    'gradient-cyan',
  )
  expect(container.querySelector('svg[data-icon]')).toHaveAttribute('data-icon', 'Target')
  expect(screen.getByRole('link', { name: 'Quero participar' })).toHaveAttribute(
    'href',
    '/junte-se-a-nos',
  )
  await expect.poll(() => document.title).toBe('Jovens Lideranças | MOV')
  expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Jovens Lideranças',
  )
})

test('an unknown id shows the not-found state with a link to the list', async () => {
  server.use(restTable('programas', [programRow(1)]))
  renderWithProviders(<ProgramDetailPage id={uuid(99)} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Programa não encontrado' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ver todos os programas' })).toHaveAttribute(
    'href',
    '/programas',
  )
})

test('an id that is not a UUID shows not-found without asking the server', async () => {
  let asked = false
  server.use(restTable('programas', [programRow(1)], { onRequest: () => void (asked = true) }))
  renderWithProviders(<ProgramDetailPage id="nao-existe" />)
  expect(
    await screen.findByRole('heading', { name: 'Programa não encontrado' }),
  ).toBeInTheDocument()
  expect(asked).toBe(false)
})

test('an error offers "Tentar novamente"', async () => {
  server.use(restError('programas'))
  const { user } = renderWithProviders(<ProgramDetailPage id={uuid(1)} />)
  expect(await screen.findByText('Não foi possível carregar os programas.')).toBeInTheDocument()
  server.use(restTable('programas', [programRow(1)]))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Programa 1' })).toBeInTheDocument()
})
