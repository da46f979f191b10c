import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Component as JoinPage } from './junte-se-a-nos'

test('the Participe! page explains why to join, the ways to take part and links to sign up', async () => {
  renderWithProviders(<JoinPage />, { route: '/junte-se-a-nos' })
  expect(screen.getByRole('heading', { level: 1, name: 'Junte-se ao MOV' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Por que participar?' })).toBeInTheDocument()
  const ways = screen.getByRole('region', { name: 'Formas de participar' })
  expect(within(ways).getByRole('heading', { name: 'Seja Voluntário' })).toBeInTheDocument()
  expect(within(ways).getByRole('link', { name: 'Conheça os programas' })).toHaveAttribute(
    'href',
    '/programas',
  )
  expect(within(ways).getByRole('link', { name: 'Conheça o MOV+' })).toHaveAttribute(
    'href',
    '/mov-plus',
  )
  expect(within(ways).getByRole('link', { name: 'Quero ser voluntário' })).toHaveAttribute(
    'href',
    '/register',
  )
  expect(within(ways).getByRole('link', { name: 'Leia o Guia do Voluntário' })).toHaveAttribute(
    'href',
    '/institucional/guias-documentos',
  )
  expect(screen.getByRole('link', { name: 'Cadastre-se agora' })).toHaveAttribute(
    'href',
    '/register',
  )
  expect(screen.getByRole('link', { name: 'Criar minha conta' })).toHaveAttribute(
    'href',
    '/register',
  )
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
  await waitFor(() => expect(document.title).toBe('Participe! | MOV'))
})

test('"Faça uma Doação" opens the donation dialog, which closes back to the page', async () => {
  const { user } = renderWithProviders(<JoinPage />, { route: '/junte-se-a-nos' })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const opener = screen.getByRole('button', { name: 'Faça uma Doação' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Faça uma Doação' })
  expect(within(dialog).getByRole('img', { name: /QR Code PIX/ })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Fechar' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(opener).toHaveFocus()
})

test('"Torne-se um Parceiro" opens the partnership dialog at step 1 of 4', async () => {
  const { user } = renderWithProviders(<JoinPage />, { route: '/junte-se-a-nos' })
  await user.click(screen.getByRole('button', { name: 'Torne-se um Parceiro' }))
  const dialog = await screen.findByRole('dialog', { name: 'Torne-se um Parceiro' })
  expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Etapa 1 de 4')
  expect(within(dialog).getByLabelText(/^Nome da organização/)).toBeInTheDocument()
})
