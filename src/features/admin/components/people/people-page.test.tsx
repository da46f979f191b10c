import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { expect, onTestFinished, test } from 'vitest'
import { personRow } from '@/testing/admin-factories'
import { adminRest, postgrestError, type AdminRequest } from '@/testing/admin-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { noteSessionAssurance } from '@/staff/assurance'
import { PeoplePage } from './people-page'

function Probe({ children }: { children: ReactNode }) {
  const location = useLocation()
  return (
    <>
      <output data-testid="location">{location.search}</output>
      {children}
    </>
  )
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '')

const me = personRow(1, { full_name: 'Márcia Lima', email: 'marcia@mov.local', role: 'admin' })
const ana = personRow(2, { full_name: 'Ana Souza', email: 'ana@mov.local', role: 'user' })
const bruno = personRow(3, {
  full_name: 'Bruno Alves',
  email: 'bruno@exemplo.com',
  role: 'escritor',
})
const nameless = personRow(4, { full_name: null, email: 'semnome@mov.local' })

function serve(
  rows = [me, ana, bruno, nameless],
  respond?: (r: AdminRequest) => Response | undefined,
) {
  const requests: AdminRequest[] = []
  const table = rows.map((r) => ({ ...r }))
  server.use(...adminRest({ profiles: table }, { requests, respond }))
  const reads = () => requests.filter((r) => r.method === 'GET').map((r) => r.url.searchParams)
  return { requests, reads, table }
}

function renderAt(route = '/admin/pessoas') {
  return renderWithProviders(<PeoplePage currentUserId={me.id} />, { route, wrapper: Probe })
}

const list = () => screen.getByRole('list', { name: 'Contas' })
const rowOf = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name))!
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent)

test('lists accounts by name with e-mail and role, "Sem nome" for accounts without one', async () => {
  const { reads } = serve()
  renderAt()
  expect(screen.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeInTheDocument()
  await screen.findByText('ana@mov.local')
  expect(names()).toEqual(['Ana Souza', 'Bruno Alves', 'Márcia Lima (você)', 'Sem nome'])
  expect(rowOf('Bruno Alves')).toHaveTextContent('bruno@exemplo.com')
  expect(rowOf('Bruno Alves')).toHaveTextContent('Perfil: Escritor')
  expect(rowOf('Ana Souza')).toHaveTextContent('Perfil: Membro')
  expect(rowOf('Márcia Lima')).toHaveTextContent('Perfil: Administrador')
  expect(screen.getByText('4 pessoas encontradas.')).toBeInTheDocument()
  const read = reads().at(-1)!
  expect(read.get('select')).toBe('id,full_name,email,role,created_at')
  expect(read.get('order')).toBe('full_name.asc.nullslast,id.asc')
  expect(read.get('limit')).toBe('20')
})

test('search, role and order come from the URL, are asked for, and a change resets the page', async () => {
  const { reads } = serve()
  const { user } = renderAt('/admin/pessoas?q=mov.local&perfil=user&ordem=created_at.desc&pagina=1')
  await screen.findByText('ana@mov.local')
  expect(names()).toEqual(['Sem nome', 'Ana Souza'])
  let read = reads().at(-1)!
  // search_text: name and e-mail, folded by the database.
  expect(read.getAll('search_text')).toEqual(['ilike.*mov.local*'])
  expect(read.get('role')).toBe('eq.user')
  expect(read.get('order')).toBe('created_at.desc.nullslast,id.asc')
  expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('mov.local')
  expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveValue('user')
  expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('created_at.desc')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Administrador')
  await expect.poll(names).toEqual(['Márcia Lima (você)'])
  expect(search().get('perfil')).toBe('admin')
  expect(search().has('pagina')).toBe(false)
  read = reads().at(-1)!
  expect(read.get('role')).toBe('eq.admin')

  await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }))
  await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Bruno')
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  expect(await screen.findByText('Nenhuma pessoa com estes filtros.')).toBeInTheDocument()
  expect(search().get('q')).toBe('Bruno')
  expect(reads().at(-1)!.getAll('search_text')).toEqual(['ilike.*bruno*'])
})

test('changing a role asks first, naming both roles, and sends it only after confirming', async () => {
  const { requests, table } = serve()
  const { user } = renderAt()
  await screen.findByText('ana@mov.local')
  const select = screen.getByRole('combobox', { name: 'Perfil de Ana Souza' })
  const change = screen.getByRole('button', { name: 'Alterar perfil de Ana Souza' })
  expect(change).toHaveAttribute('aria-disabled', 'true')
  await user.selectOptions(select, 'Administrador')
  expect(change).not.toHaveAttribute('aria-disabled')

  await user.click(change)
  let dialog = screen.getByRole('alertdialog', { name: 'Alterar perfil?' })
  expect(dialog).toHaveTextContent('Alterar o perfil de Ana Souza de Membro para Administrador?')
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
  expect(requests.some((r) => r.method === 'PATCH')).toBe(false)
  expect(select).toHaveValue('user')

  await user.selectOptions(select, 'Escritor')
  await user.click(change)
  dialog = screen.getByRole('alertdialog', { name: 'Alterar perfil?' })
  expect(dialog).toHaveTextContent('Alterar o perfil de Ana Souza de Membro para Escritor?')
  await user.click(within(dialog).getByRole('button', { name: 'Alterar perfil' }))
  expect(await findToast('Perfil alterado')).toHaveTextContent(
    'Ana Souza agora tem o perfil Escritor.',
  )
  const patch = requests.filter((r) => r.method === 'PATCH')
  expect(patch).toHaveLength(1)
  expect(patch[0]!.url.searchParams.get('id')).toBe(`eq.${ana.id}`)
  expect(patch[0]!.body).toEqual({ role: 'escritor' })
  expect(table.find((r) => r.id === ana.id)!.role).toBe('escritor')
  // The list is read again and shows the stored role.
  await expect.poll(() => rowOf('Ana Souza').textContent).toContain('Perfil: Escritor')
  expect(screen.getByRole('combobox', { name: 'Perfil de Ana Souza' })).toHaveValue('escritor')
})

test('on your own admin row the admin role cannot be removed', async () => {
  serve()
  renderAt()
  await screen.findByText('marcia@mov.local')
  const own = screen.getByRole('combobox', { name: 'Perfil de Márcia Lima' })
  expect(own).toBeDisabled()
  expect(own).toHaveValue('admin')
  expect(
    within(own)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Administrador'])
  expect(own).toHaveAccessibleDescription(
    'Você não pode remover o seu próprio perfil de administrador.',
  )
  expect(
    screen.queryByRole('button', { name: 'Alterar perfil de Márcia Lima' }),
  ).not.toBeInTheDocument()
  // Everyone else's row offers every role.
  expect(
    within(screen.getByRole('combobox', { name: 'Perfil de Ana Souza' })).getAllByRole('option'),
  ).toHaveLength(4)
})

test('when the database refuses (42501), its message shows and the select returns to the stored role', async () => {
  serve(undefined, (r) =>
    r.method === 'PATCH'
      ? postgrestError(
          403,
          '42501',
          'new row violates row-level security policy for table "profiles"',
        )
      : undefined,
  )
  const { user } = renderAt()
  await screen.findByText('bruno@exemplo.com')
  const select = screen.getByRole('combobox', { name: 'Perfil de Bruno Alves' })
  await user.selectOptions(select, 'Membro')
  await user.click(screen.getByRole('button', { name: 'Alterar perfil de Bruno Alves' }))
  await user.click(screen.getByRole('button', { name: 'Alterar perfil' }))
  const alert = await within(rowOf('Bruno Alves')).findByRole('alert')
  expect(alert).toHaveTextContent(
    'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.',
  )
  expect(select).toHaveValue('escritor')
  expect(select).toHaveAttribute('aria-invalid', 'true')
  expect(select).toHaveAccessibleDescription(expect.stringContaining('Sua conta não tem permissão'))
})

test('a refusal while the session is at aal1 says the area needs the second factor, not another role', async () => {
  noteSessionAssurance('aal1')
  onTestFinished(() => noteSessionAssurance(null))
  serve(undefined, (r) =>
    r.method === 'PATCH'
      ? postgrestError(
          403,
          '42501',
          'new row violates row-level security policy for table "profiles"',
        )
      : undefined,
  )
  const { user } = renderAt()
  await screen.findByText('bruno@exemplo.com')
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Perfil de Bruno Alves' }),
    'Membro',
  )
  await user.click(screen.getByRole('button', { name: 'Alterar perfil de Bruno Alves' }))
  await user.click(screen.getByRole('button', { name: 'Alterar perfil' }))
  const alert = await within(rowOf('Bruno Alves')).findByRole('alert')
  expect(alert).toHaveTextContent('Esta área exige a verificação em duas etapas.')
  expect(alert).not.toHaveTextContent(/permissão|row-level/)
})

test('says when there are no accounts, and shows the error with "Tentar novamente"', async () => {
  let fail = true
  serve([], () => (fail ? postgrestError(500, 'XX000', 'boom') : undefined))
  const { user } = renderAt()
  expect(await screen.findByText('Não foi possível carregar as pessoas.')).toBeInTheDocument()
  fail = false
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Nenhuma conta cadastrada ainda.')).toBeInTheDocument()
})
