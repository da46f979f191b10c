// What the partnership dialog's tests share: the dialog in a page that can reopen it, an msw insert
// endpoint that records what reached the server, and the four steps filled as a visitor would.
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { PartnershipDialog } from './partnership-dialog'

export const endpoint = `${window.location.origin}/rest/v1/parcerias_solicitacoes`

export interface Captured {
  body: Record<string, unknown>
  prefer: string | null
  search: string
}

/** Answers inserts like PostgREST (201, empty body) or with an error; records what reached the server. */
export function mockInsert(
  answer: (request: Captured, index: number) => Promise<Response> | Response = () =>
    new HttpResponse(null, { status: 201 }),
) {
  const requests: Captured[] = []
  server.use(
    http.post(endpoint, async ({ request }) => {
      const captured = {
        body: (await request.json()) as Record<string, unknown>,
        prefer: request.headers.get('prefer'),
        search: new URL(request.url).search,
      }
      requests.push(captured)
      return answer(captured, requests.length - 1)
    }),
  )
  return requests
}

/** PostgREST's answer to an insert refused by a constraint of the table. */
export function constraintRefusal(code: string, constraint: string, status = 409) {
  return HttpResponse.json(
    {
      code,
      message: `duplicate key value violates unique constraint "${constraint}"`,
      details: null,
      hint: null,
    },
    { status },
  )
}

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <PartnershipDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

export function setup() {
  return renderWithProviders(<Harness />)
}

export const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`))
export const next = () => screen.getByRole('button', { name: 'Próximo' })
export const sendButton = () => screen.getByRole('button', { name: 'Enviar Proposta' })

export type User = ReturnType<typeof setup>['user']

/** Types a whole value at once (a paste), which keeps the long journeys quick. */
export async function fill(user: User, name: string, text: string) {
  await user.click(field(name))
  await user.paste(text)
}

export async function fillAllSteps(user: User) {
  await fill(user, 'Nome da organização', 'Instituto Aurora')
  await fill(user, 'Nome do contato', 'Ana Souza')
  await user.click(next())
  await fill(user, 'E-mail', 'ana@aurora.org.br')
  await fill(user, 'Telefone', '(82) 99999-0000')
  await user.click(next())
  await fill(user, 'Site', 'aurora.org.br')
  await fill(user, 'Instagram', '@institutoaurora')
  await fill(user, 'CNPJ', '11.222.333/0001-81')
  await user.click(next())
  await user.selectOptions(field('Tipo de parceria'), 'Pro-bono (Serviços)')
  await fill(user, 'Descrição da organização', 'ONG de educação')
  await fill(user, 'Proposta', 'Oficinas gratuitas')
}

/**
 * The specified success: the dialog has closed and the toast says "Proposta enviada com sucesso! 🚀"
 * / "Agradecemos o interesse! ..." (then the next step). Returns the toast.
 */
export async function sentToast() {
  const title = await screen.findByText('Proposta enviada com sucesso! 🚀')
  const toastEl = title.closest('[data-variant]')
  expect(toastEl).toHaveTextContent(
    'Agradecemos o interesse! Analisaremos sua proposta e entraremos em contato.',
  )
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Torne-se um Parceiro' })).toBeNull(),
  )
  return toastEl as HTMLElement
}
