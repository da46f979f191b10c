// The proposal on a bad connection (issue 21): a retried send stores one row (idempotency key), the
// draft survives a remount (sessionStorage), offline nothing is sent until the person confirms, and
// every failure is said in pt-BR by kind.
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { findToast } from '@/testing/toasts'
import { DRAFT_STORAGE_KEY } from '../draft-storage'
import {
  constraintRefusal,
  field,
  fill,
  fillAllSteps,
  mockInsert,
  next,
  sendButton,
  sentToast,
  setup,
} from './partnership-dialog.test-support'

// Whole journeys through four steps: slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const KEY_CONSTRAINT = 'parcerias_solicitacoes_idempotency_key_key'
const success = sentToast

afterEach(() => {
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

function goOffline() {
  return vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
}

test('a send whose answer was lost, retried, is answered as sent: the same key twice, the duplicate read as stored', async () => {
  const stored = new Set<unknown>()
  const requests = mockInsert(({ body }, index) => {
    if (stored.has(body.idempotency_key)) return constraintRefusal('23505', KEY_CONSTRAINT)
    stored.add(body.idempotency_key)
    // The row is stored, but the answer never reaches the browser.
    return index === 0 ? HttpResponse.error() : new HttpResponse(null, { status: 201 })
  })
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(sendButton())
  await findToast('Sem conexão com a internet. Verifique sua rede e tente novamente.')
  expect(field('Proposta')).toHaveValue('Oficinas gratuitas')
  expect(sendButton()).toBeEnabled()
  await user.click(sendButton())
  await success()
  expect(requests).toHaveLength(2)
  expect(requests[1]!.body).toEqual(requests[0]!.body)
  expect(stored.size).toBe(1)
})

test('a unique violation on another constraint, or another 409, is a failure, not a success', async () => {
  const answers = [
    constraintRefusal('23505', 'parcerias_solicitacoes_pkey'),
    HttpResponse.json(
      { code: '23503', message: `insert violates foreign key constraint "${KEY_CONSTRAINT}"` },
      { status: 409 },
    ),
  ]
  const requests = mockInsert((_, index) => answers[index]!)
  const { user } = setup()
  await fillAllSteps(user)
  for (const _ of answers) {
    await user.click(sendButton())
    await findToast('Ops! Algo deu errado.')
    expect(screen.queryByText(/Proposta enviada/)).toBeNull()
    expect(field('Proposta')).toHaveValue('Oficinas gratuitas')
  }
  expect(requests).toHaveLength(2)
})

test('the draft (every step and the current step) survives a remount, and a later send uses the key it was generated with', async () => {
  const requests = mockInsert((_, index) =>
    index === 0 ? new HttpResponse(null, { status: 503 }) : new HttpResponse(null, { status: 201 }),
  )
  const first = setup()
  await fillAllSteps(first.user)
  await first.user.click(sendButton())
  await findToast('O serviço está indisponível no momento. Tente novamente em instantes.')
  first.unmount()

  // A reload: a new page, the same tab's sessionStorage.
  const { user } = setup()
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4')
  expect(field('Tipo de parceria')).toHaveValue('Pro-bono')
  expect(field('Descrição da organização')).toHaveValue('ONG de educação')
  expect(field('Proposta')).toHaveValue('Oficinas gratuitas')
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  expect(field('Site')).toHaveValue('aurora.org.br')
  expect(field('CNPJ')).toHaveValue('11.222.333/0001-81')
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  expect(field('E-mail')).toHaveValue('ana@aurora.org.br')
  await user.click(screen.getByRole('button', { name: 'Anterior' }))
  expect(field('Nome da organização')).toHaveValue('Instituto Aurora')
  for (let step = 0; step < 3; step += 1) await user.click(next())

  await user.click(sendButton())
  await success()
  expect(requests).toHaveLength(2)
  expect(requests[1]!.body.idempotency_key).toBe(requests[0]!.body.idempotency_key)
  // Sent: the saved draft is gone, and the next proposal has a key of its own.
  expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'))
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  await fillAllSteps(user)
  await user.click(sendButton())
  await success()
  expect(requests).toHaveLength(3)
  expect(requests[2]!.body.idempotency_key).not.toBe(requests[0]!.body.idempotency_key)
})

test('a draft of the first steps only is restored at its step after a remount', async () => {
  const first = setup()
  await fill(first.user, 'Nome da organização', 'Coletivo Maré')
  await fill(first.user, 'Nome do contato', 'Júlia')
  await first.user.click(next())
  await fill(first.user, 'E-mail', 'julia@mare.org')
  first.unmount()
  setup()
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  expect(field('E-mail')).toHaveValue('julia@mare.org')
})

test('storage that refuses (private mode) is harmless: the form still sends', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  const requests = mockInsert()
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(sendButton())
  await success()
  expect(requests).toHaveLength(1)
})

test('offline, "Enviar Proposta" sends nothing and says the data is kept; back online it asks, and sends only on "Enviar agora"', async () => {
  const requests = mockInsert()
  const { user } = setup()
  await fillAllSteps(user)
  const onLine = goOffline()
  await user.click(sendButton())
  expect(
    await screen.findByText(
      'Sem conexão com a internet. Seus dados estão guardados neste navegador.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Enviar agora' })).toBeNull()
  expect(requests).toHaveLength(0)
  expect(field('Proposta')).toHaveValue('Oficinas gratuitas')

  onLine.mockReturnValue(true)
  window.dispatchEvent(new Event('online'))
  expect(
    await screen.findByText('Conexão restabelecida. Enviar a proposta agora?'),
  ).toBeInTheDocument()
  // Asked, not sent: the send waits for the person.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(requests).toHaveLength(0)

  // The connection drops again before the answer: back to waiting.
  onLine.mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
  expect(
    await screen.findByText(
      'Sem conexão com a internet. Seus dados estão guardados neste navegador.',
    ),
  ).toBeInTheDocument()
  onLine.mockReturnValue(true)
  window.dispatchEvent(new Event('online'))

  await user.click(await screen.findByRole('button', { name: 'Enviar agora' }))
  await success()
  expect(requests).toHaveLength(1)
})

test('a network failure while the browser reports offline keeps the draft and waits for the connection', async () => {
  const requests = mockInsert(() => {
    goOffline()
    return HttpResponse.error()
  })
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(sendButton())
  expect(
    await screen.findByText(
      'Sem conexão com a internet. Seus dados estão guardados neste navegador.',
    ),
  ).toBeInTheDocument()
  expect(requests).toHaveLength(1)
  expect(sendButton()).toBeEnabled()
  expect(screen.queryByText('Enviando...')).toBeNull()
})

const byKind: [status: number, text: string][] = [
  [408, 'O servidor demorou demais para responder. Tente novamente.'],
  [500, 'O serviço está indisponível no momento. Tente novamente em instantes.'],
  [502, 'O serviço está indisponível no momento. Tente novamente em instantes.'],
  [429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  [401, 'Confira os dados e tente novamente. Se o problema continuar, tente mais tarde.'],
]

for (const [status, text] of byKind) {
  test(`a ${status} answer says "${text}" in pt-BR, leaves the sending state and keeps the draft`, async () => {
    mockInsert(() =>
      HttpResponse.json(
        { code: 'XX000', message: 'Internal Server Error', details: null, hint: null },
        { status },
      ),
    )
    const { user } = setup()
    await fillAllSteps(user)
    await user.click(sendButton())
    const toast = await findToast(text)
    expect(toast).toHaveTextContent(`Não foi possível enviar sua proposta. ${text}`)
    expect(toast).not.toHaveTextContent(/Internal|Error/)
    await waitFor(() => expect(sendButton()).toBeEnabled())
    expect(screen.queryByText('Enviando...')).toBeNull()
    expect(field('Proposta')).toHaveValue('Oficinas gratuitas')
  })
}

/** The database's refusal past an hourly limit on proposals, as PostgREST answers it. */
function limitRefusal(details: 'proposals_per_address' | 'proposals_total') {
  return HttpResponse.json(
    {
      code: 'PT429',
      message: 'Too many partnership proposals in the last hour',
      details,
      hint: 'Try again later.',
    },
    { status: 429 },
  )
}

const limits: [details: 'proposals_per_address' | 'proposals_total', text: string][] = [
  [
    'proposals_per_address',
    'Recebemos muitas propostas deste endereço. Tente novamente mais tarde.',
  ],
  ['proposals_total', 'Recebemos muitas propostas na última hora. Tente novamente mais tarde.'],
]

for (const [details, text] of limits) {
  test(`past the database's limit (${details}) the dialog says "${text}", keeps every field and sends the same draft later`, async () => {
    const requests = mockInsert((_, index) =>
      index === 0 ? limitRefusal(details) : new HttpResponse(null, { status: 201 }),
    )
    const { user } = setup()
    await fillAllSteps(user)
    await user.click(sendButton())
    const toast = await findToast(text)
    expect(toast).toHaveTextContent(
      `Não foi possível enviar sua proposta. ${text} Seus dados continuam no formulário. Se for urgente, escreva para contato@mov.org.br.`,
    )
    expect(toast).not.toHaveTextContent(/Too many|Try again/)
    await waitFor(() => expect(sendButton()).toBeEnabled())
    // Every field of every step is still there, and kept for a reload.
    expect(field('Tipo de parceria')).toHaveValue('Pro-bono')
    expect(field('Descrição da organização')).toHaveValue('ONG de educação')
    expect(field('Proposta')).toHaveValue('Oficinas gratuitas')
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(field('Site')).toHaveValue('aurora.org.br')
    expect(field('Instagram')).toHaveValue('@institutoaurora')
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81')
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(field('E-mail')).toHaveValue('ana@aurora.org.br')
    expect(field('Telefone')).toHaveValue('(82) 99999-0000')
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(field('Nome da organização')).toHaveValue('Instituto Aurora')
    expect(field('Nome do contato')).toHaveValue('Ana Souza')
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Oficinas gratuitas')
    // Later, the same draft (the same key) goes through.
    for (let step = 0; step < 3; step += 1) await user.click(next())
    await user.click(sendButton())
    await success()
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body).toEqual(requests[0]!.body)
  })
}

test('a 429 that is not the proposals limit keeps the generic "too many attempts" text', async () => {
  mockInsert(() =>
    HttpResponse.json(
      { code: 'PT429', message: 'Too many', details: 'something_else', hint: null },
      { status: 429 },
    ),
  )
  const { user } = setup()
  await fillAllSteps(user)
  await user.click(sendButton())
  await findToast('Muitas tentativas. Aguarde alguns minutos e tente novamente.')
  expect(screen.queryByText(/Recebemos muitas propostas/)).toBeNull()
})
