import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { expectPrivacyConsent } from '@/testing/privacy-consent'
import {
  field,
  fill,
  fillAllSteps,
  mockInsert,
  next,
  sentToast,
  setup,
} from './partnership-dialog.test-support'

// Whole journeys through four steps: slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

// The draft is kept in sessionStorage; each test starts without one.
afterEach(() => window.sessionStorage.clear())

test('the first step shows its two labelled fields, marked required, and the progress at 1 of 4', () => {
  setup()
  expect(screen.getByRole('dialog', { name: 'Torne-se um Parceiro' })).toBeInTheDocument()
  expect(field('Nome da organização')).toBeRequired()
  expect(field('Nome do contato')).toBeRequired()
  expect(screen.getByText('Nome da organização').parentElement).toHaveTextContent('(obrigatório)')
  const bar = screen.getByRole('progressbar', { name: 'Progresso da proposta' })
  expect(bar).toHaveAttribute('aria-valuenow', '1')
  expect(bar).toHaveAttribute('aria-valuetext', 'Etapa 1 de 4')
  expect(screen.getByTestId('step-progress-fill')).toHaveStyle({ width: '25%' })
  expect(screen.getByTestId('step-progress-fill')).toHaveClass(
    'duration-500',
    'motion-reduce:transition-none',
  )
  expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
})

test('Next is blocked with the required-fields toast until the organisation and contact names are filled', async () => {
  const { user } = setup()
  await fill(user, 'Nome da organização', 'Instituto Aurora')
  await user.click(next())
  expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument()
  expect(
    screen.getByText('Por favor, preencha todos os campos obrigatórios para continuar.'),
  ).toBeInTheDocument()
  expect(field('Nome do contato')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
  await fill(user, 'Nome do contato', 'Ana')
  await user.click(next())
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  expect(screen.getByTestId('step-progress-fill')).toHaveStyle({ width: '50%' })
})

test('the first field of the next step has focus as soon as the step shows, so typing right away lands where the person typed', async () => {
  const { user } = setup()
  await fill(user, 'Nome da organização', 'Instituto Aurora')
  await fill(user, 'Nome do contato', 'Ana')
  fireEvent.click(next())
  // In the same commit as the step, not a frame later (a late focus would pull the caret out of a
  // field the person already moved to, and the text would land in the wrong field).
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  expect(field('E-mail')).toHaveFocus()
  await user.type(field('E-mail'), 'ana@aurora.org.br')
  await user.click(field('Telefone'))
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await user.keyboard('82999990000')
  expect(field('Telefone')).toHaveFocus()
  expect(field('E-mail')).toHaveValue('ana@aurora.org.br')
})

test('step 2 needs the e-mail (the phone is optional) and explains an invalid e-mail next to the field', async () => {
  const { user } = setup()
  await fill(user, 'Nome da organização', 'Instituto Aurora')
  await fill(user, 'Nome do contato', 'Ana')
  await user.click(next())
  expect(field('Telefone')).not.toBeRequired()
  await user.click(next())
  expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument()
  await fill(user, 'E-mail', 'ana@aurora')
  await user.click(next())
  expect(field('E-mail')).toHaveAccessibleDescription(
    'Digite um e-mail válido, por exemplo nome@organizacao.org.br.',
  )
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  await fill(user, 'E-mail', '.org')
  expect(field('E-mail')).not.toHaveAttribute('aria-invalid')
  await user.click(next())
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  expect(field('E-mail')).toHaveValue('ana@aurora.org')
})

test('step 3 is optional but explains an invalid site or Instagram next to the field', async () => {
  const { user } = setup()
  await fill(user, 'Nome da organização', 'Instituto Aurora')
  await fill(user, 'Nome do contato', 'Ana')
  await user.click(next())
  await fill(user, 'E-mail', 'ana@aurora.org.br')
  await user.click(next())
  await fill(user, 'Site', 'não é um site')
  await fill(user, 'Instagram', 'https://example.com/aurora')
  await user.click(next())
  expect(field('Site')).toHaveAccessibleDescription(
    expect.stringContaining('Digite um endereço de site válido'),
  )
  expect(field('Instagram')).toHaveAccessibleDescription(
    expect.stringContaining('Digite um @perfil ou um link do Instagram'),
  )
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
  await user.clear(field('Site'))
  await user.clear(field('Instagram'))
  await user.click(next())
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4')
})

test('step 4 needs the type, the description and the proposal before sending', async () => {
  const requests = mockInsert()
  const { user } = setup()
  await fillAllSteps(user)
  await user.clear(field('Proposta'))
  await user.click(screen.getByRole('button', { name: 'Enviar Proposta' }))
  expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument()
  expect(field('Proposta')).toHaveAttribute('aria-invalid', 'true')
  expect(requests).toHaveLength(0)
  expect(screen.getByRole('option', { name: 'Divulgação' })).toHaveValue('Divulgacao')
})

test('sending inserts one row with the ten columns, normalised links and return=minimal, then closes the dialog and confirms in the toast', async () => {
  const requests = mockInsert()
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(screen.getByRole('button', { name: 'Enviar Proposta' }))
  // Specification: the form resets, the step returns to 0, the dialog closes, the toast shows.
  const toastEl = await sentToast()
  expect(toastEl).toHaveTextContent('Próximo passo: vamos responder pelo e-mail ana@aurora.org.br.')
  expect(requests).toHaveLength(1)
  expect(requests[0]!.prefer).toBe('return=minimal')
  expect(requests[0]!.search).not.toContain('select')
  expect(requests[0]!.body).toEqual({
    organization_name: 'Instituto Aurora',
    contact_name: 'Ana Souza',
    email: 'ana@aurora.org.br',
    phone: '(82) 99999-0000',
    site_url: 'https://aurora.org.br',
    instagram_url: 'https://instagram.com/institutoaurora',
    cnpj: '11.222.333/0001-81',
    partnership_type: 'Pro-bono',
    organization_description: 'ONG de educação',
    proposal: 'Oficinas gratuitas',
    idempotency_key: expect.stringMatching(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    ),
  })
  // Radix gives pointer events back to the page once the closing dialog has unmounted.
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'))
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
  expect(field('Nome da organização')).toHaveValue('')
})

test('a refused insert shows the error toast in pt-BR, never the server text, and keeps everything typed', async () => {
  mockInsert(() =>
    HttpResponse.json(
      { code: '23514', message: 'new row violates check constraint', details: null, hint: null },
      { status: 400 },
    ),
  )
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(screen.getByRole('button', { name: 'Enviar Proposta' }))
  expect(await screen.findByText('Ops! Algo deu errado.')).toBeInTheDocument()
  expect(
    screen.getByText(
      'Não foi possível enviar sua proposta. Confira os dados e tente novamente. Se o problema continuar, tente mais tarde.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByText(/violates/)).toBeNull()
  expect(screen.getByRole('dialog')).toBeInTheDocument()
  expect(field('Proposta')).toHaveValue('Oficinas gratuitas')
  expect(field('Tipo de parceria')).toHaveValue('Pro-bono')
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  expect(field('Nome da organização')).toHaveValue('Instituto Aurora')
})

test('a double click on Enviar Proposta sends once, with a spinner and a disabled button meanwhile', async () => {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const requests = mockInsert(async () => {
    await gate
    return new HttpResponse(null, { status: 201 })
  })
  const { user } = setup()
  await fillAllSteps(user)
  const send = screen.getByRole('button', { name: 'Enviar Proposta' })
  await user.dblClick(send)
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Enviar Proposta/ })).toBeDisabled(),
  )
  expect(
    within(screen.getByRole('button', { name: /Enviar Proposta/ })).getByRole('status'),
  ).toHaveTextContent('Enviando...')
  await waitFor(() => expect(requests).toHaveLength(1))
  release()
  await sentToast()
  expect(requests).toHaveLength(1)
})

test('a filled honeypot drops the proposal silently: success shown, nothing sent', async () => {
  const requests = mockInsert()
  const { user } = setup()
  await fillAllSteps(user)
  const honeypot = screen.getByLabelText('Deixe este campo em branco')
  expect(honeypot).toHaveAttribute('tabindex', '-1')
  await user.type(honeypot, 'http://spam.example')
  await user.click(screen.getByRole('button', { name: 'Enviar Proposta' }))
  await sentToast()
  expect(requests).toHaveLength(0)
})

test('after a send, reopening the dialog starts at an empty first step', async () => {
  mockInsert()
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(screen.getByRole('button', { name: 'Enviar Proposta' }))
  await sentToast()
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'))
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
  expect(field('Nome da organização')).toHaveValue('')
  expect(window.sessionStorage.getItem('mov:partnership-draft:v1') ?? '').not.toContain('Aurora')
})

test('the last step, and only it, shows the consent line with the privacy notice above "Enviar Proposta"', async () => {
  const { user } = setup()
  const dialog = screen.getByRole('dialog', { name: 'Torne-se um Parceiro' })
  expect(within(dialog).queryByRole('link', { name: /Política de privacidade/ })).toBeNull()
  await fillAllSteps(user)
  const submit = within(dialog).getByRole('button', { name: 'Enviar Proposta' })
  expectPrivacyConsent(dialog, 'Ao enviar a proposta', submit)
})
