import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminRequest } from '@/testing/admin-rest'
import { ana } from '@/testing/auth'
import { memberData, memberRest } from '@/testing/mov-plus-member'
import { server } from '@/testing/msw-server'
import { expectPrivacyConsent } from '@/testing/privacy-consent'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { MissionsSection } from './missions-section'

const missions = [
  {
    id: 'm1',
    title: 'Participe de uma oficina',
    description: 'Compareça.',
    points: 50,
    is_active: true,
    display_order: 1,
  },
  {
    id: 'm2',
    title: 'Traga um amigo',
    description: 'Convide alguém.',
    points: 80,
    is_active: true,
    display_order: 2,
  },
]

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Concluí: Traga um amigo' }))
  return screen.findByRole('dialog', { name: 'Informar missão concluída' })
}

test('"Concluí" checks the note and the link in pt-BR before sending anything', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ missions }), { requests }))
  const { user } = renderWithProviders(<MissionsSection userId={ana.id} />)
  const dialog = await openDialog(user)
  expect(dialog).toHaveTextContent('Conte à presidência do MOV+ como você cumpriu “Traga um amigo”')
  const note = within(dialog).getByLabelText('Comentário (opcional)')
  const link = within(dialog).getByLabelText('Link de comprovação (opcional)')
  await user.click(note)
  await user.paste('a'.repeat(1001))
  await user.type(link, 'instagram.com/p/123')
  await user.click(within(dialog).getByRole('button', { name: 'Enviar para a presidência' }))
  expect(
    await within(dialog).findByText('O comentário pode ter no máximo 1.000 caracteres.'),
  ).toBeInTheDocument()
  expect(
    within(dialog).getByText('Informe um link completo, começando com https://'),
  ).toBeInTheDocument()
  expect(note).toHaveAttribute('aria-invalid', 'true')
  expect(link).toHaveAttribute('aria-invalid', 'true')
  expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('button', { name: 'Concluí: Traga um amigo' })).toHaveFocus()
})

test('a sent notice goes to mov_plus_conclusoes, closes the dialog and appears as waiting', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ missions }), { requests }))
  const { user } = renderWithProviders(<MissionsSection userId={ana.id} />)
  expect(await screen.findByText('Você ainda não informou nenhuma missão.')).toBeInTheDocument()
  const dialog = await openDialog(user)
  await user.type(within(dialog).getByLabelText('Comentário (opcional)'), '  Trouxe a Júlia.  ')
  await user.type(
    within(dialog).getByLabelText('Link de comprovação (opcional)'),
    'https://instagram.com/p/123',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Enviar para a presidência' }))
  expect(await findToast('Missão enviada!')).toHaveAttribute('data-variant', 'success')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
    mission_id: 'm2',
    note: 'Trouxe a Júlia.',
    link_url: 'https://instagram.com/p/123',
  })
  const mine = await screen.findByRole('list', { name: 'Missões que você informou' })
  expect(await within(mine).findByText('Aguardando a presidência')).toBeInTheDocument()
  expect(within(mine).getByText('Traga um amigo')).toBeInTheDocument()
})

test('empty fields are sent as null', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ missions }), { requests }))
  const { user } = renderWithProviders(<MissionsSection userId={ana.id} />)
  const dialog = await openDialog(user)
  await user.click(within(dialog).getByRole('button', { name: 'Enviar para a presidência' }))
  await waitFor(() =>
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      mission_id: 'm2',
      note: null,
      link_url: null,
    }),
  )
})

test('a notice already waiting (23505) is refused in pt-BR and the dialog keeps what was typed', async () => {
  server.use(
    ...memberRest(memberData({ missions }), {
      refuse: (request) => {
        if (request.method === 'POST')
          return {
            status: 409,
            code: '23505',
            message: 'duplicate key value violates unique constraint',
          }
      },
    }),
  )
  const { user } = renderWithProviders(<MissionsSection userId={ana.id} />)
  const dialog = await openDialog(user)
  await user.type(within(dialog).getByLabelText('Comentário (opcional)'), 'De novo')
  await user.click(within(dialog).getByRole('button', { name: 'Enviar para a presidência' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Você já enviou esta missão. Ela está aguardando a presidência.',
  )
  expect(within(dialog).getByLabelText('Comentário (opcional)')).toHaveValue('De novo')
  expect(await findToast('Não foi possível enviar')).toHaveAttribute('data-variant', 'destructive')
})

test("the member's notices show their status, and a refusal its reason", async () => {
  const data = memberData({
    missions,
    conclusoes: [
      {
        id: 'c1',
        user_id: ana.id,
        mission_id: 'm1',
        status: 'recusada',
        refusal_reason: 'Sem comprovação de presença.',
        created_at: '2026-11-20T12:00:00Z',
        mission: { title: 'Participe de uma oficina' },
      },
      {
        id: 'c2',
        user_id: ana.id,
        mission_id: 'old',
        status: 'aprovada',
        refusal_reason: null,
        created_at: '2026-10-01T12:00:00Z',
        mission: null,
      },
    ],
  })
  server.use(...memberRest(data))
  renderWithProviders(<MissionsSection userId={ana.id} />)
  const mine = await screen.findByRole('list', { name: 'Missões que você informou' })
  const [refused, approved] = within(mine).getAllByRole('listitem')
  expect(refused).toHaveTextContent('Recusada')
  expect(refused).toHaveTextContent('Motivo: Sem comprovação de presença.')
  expect(refused).toHaveTextContent('Enviado em 20/11/2026')
  expect(approved).toHaveTextContent('Missão encerrada')
  expect(approved).toHaveTextContent('Aprovada')
})

test('signed out, missions have no "Concluí" and nothing of a member is asked for', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ missions }), { requests }))
  renderWithProviders(<MissionsSection />)
  expect(await screen.findByText('Traga um amigo')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Concluí/ })).not.toBeInTheDocument()
  expect(requests.map((r) => r.table)).toEqual(['mov_plus_missoes'])
})

test('the "Concluí" dialog shows the consent line with the privacy notice above its send button', async () => {
  server.use(...memberRest(memberData({ missions })))
  const { user } = renderWithProviders(<MissionsSection userId={ana.id} />)
  const dialog = await openDialog(user)
  const submit = within(dialog).getByRole('button', { name: 'Enviar para a presidência' })
  expectPrivacyConsent(dialog, 'Ao enviar', submit)
})
