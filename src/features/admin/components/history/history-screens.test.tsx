import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { programRow, uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { findToast } from '@/testing/toasts'
import { adminRest } from '@/staff/testing/admin-rest'
import { currentUrl, renderAdmin } from '../../testing/render-admin'

type Row = Record<string, unknown>

/** A journey through a lazily loaded screen (the first one of a file also loads the area). */
const JOURNEY = { timeout: 20_000 }

function version(id: number, action: string, oldRow: Row | null, newRow: Row | null, at: string) {
  return {
    id,
    table_name: 'programas',
    row_id: uuid(1),
    action,
    actor_id: uuid(500),
    actor_name: 'Ana Souza',
    created_at: at,
    old_row: oldRow,
    new_row: newRow,
  }
}

test(
  'the edit screen lists the row’s versions with who and when, shows what changed, and restores one after asking',
  JOURNEY,
  async () => {
    const first = programRow(1, { title: 'Primeiro título' })
    const second = programRow(1, { title: 'Segundo título', year: 2025 })
    const rest = adminRest(
      {
        programas: [{ ...second, updated_at: '2026-11-27T12:10:00+00:00' }],
        historico: [
          version(1, 'created', null, first, '2026-11-27T12:00:00+00:00'),
          version(2, 'edited', first, second, '2026-11-27T12:10:00+00:00'),
        ],
      },
      {
        // What the database function does: the version's content back on the row.
        history_restore_version: (_args, rows) => {
          const row = rows.programas![0]!
          Object.assign(row, {
            title: 'Primeiro título',
            year: 2024,
            updated_at: '2026-11-27T12:20:00+00:00',
          })
          return uuid(1)
        },
      },
    )
    server.use(...rest.handlers)
    const { user } = renderAdmin(`/admin/programas/${uuid(1)}`)

    const panel = await screen.findByRole('region', { name: 'Histórico de versões' })
    const items = await within(panel).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Edição por Ana Souza, 27/11/2026 às 09:10')
    expect(items[0]).toHaveTextContent('Versão atual')
    expect(items[1]).toHaveTextContent('Criação por Ana Souza, 27/11/2026 às 09:00')
    const versions = rest.sent('GET', 'historico')
    expect(versions[0]!.params.get('table_name')).toBe('eq.programas')
    expect(versions[0]!.params.get('row_id')).toBe(`eq.${uuid(1)}`)

    await user.click(within(items[0]!).getByText('Ver o que mudou'))
    expect(items[0]).toHaveTextContent('TítuloAntes: Primeiro títuloDepois: Segundo título')
    expect(items[0]).toHaveTextContent('AnoAntes: 2024Depois: 2025')
    expect(items[0]).not.toHaveTextContent('Descrição')

    // The current version is not offered; the older one is, after a question.
    expect(within(items[0]!).queryByRole('button', { name: /Restaurar/ })).not.toBeInTheDocument()
    const title = screen.getByRole('textbox', { name: /^Título/ })
    await user.type(title, ' com rascunho')
    await user.click(
      within(items[1]!).getByRole('button', { name: 'Restaurar a versão de 27/11/2026 às 09:00' }),
    )
    const ask = await screen.findByRole('alertdialog', {
      name: 'Restaurar a versão de 27/11/2026 às 09:00?',
    })
    expect(ask).toHaveTextContent('O que você digitou e ainda não salvou será substituído.')
    await user.click(within(ask).getByRole('button', { name: 'Restaurar' }))
    await findToast('Versão restaurada.')
    expect(rest.sent('POST', 'rpc/history_restore_version')[0]!.body).toEqual({ p_version_id: 1 })
    // The form opens again on the restored row.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Primeiro título'),
    )
  },
)

function trashEntry(id: number, table: string, rowData: Row) {
  return {
    id,
    table_name: table,
    row_id: uuid(600 + id),
    row_data: rowData,
    deleted_by: uuid(500),
    deleted_by_name: 'Ana Souza',
    deleted_at: '2026-11-20T15:00:00+00:00',
  }
}

test(
  'the trash lists deleted rows with who, when and until when; restores one, and deletes one for good only after asking',
  JOURNEY,
  async () => {
    const rest = adminRest(
      {
        lixeira: [
          trashEntry(1, 'programas', { title: 'Programa antigo' }),
          trashEntry(2, 'autores', { name: 'Autora antiga' }),
        ],
      },
      {
        trash_restore: (args, rows) => {
          rows.lixeira!.splice(
            rows.lixeira!.findIndex((r) => r.id === args.p_trash_id),
            1,
          )
          return uuid(601)
        },
        trash_delete_for_good: (args, rows) => {
          rows.lixeira!.splice(
            rows.lixeira!.findIndex((r) => r.id === args.p_trash_id),
            1,
          )
        },
      },
    )
    server.use(...rest.handlers)
    const { user } = renderAdmin('/admin/lixeira')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lixeira' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Itens na lixeira' })
    const items = within(list).getAllByRole('listitem')
    // Most recently deleted first (the same moment: the later entry first).
    expect(items[0]).toHaveTextContent('AutoresAutora antiga')
    expect(items[1]).toHaveTextContent('ProgramasPrograma antigo')
    expect(items[1]).toHaveTextContent('Excluído por Ana Souza em 20/11/2026 às 12:00')
    expect(items[1]).toHaveTextContent('Apagado de vez em 20/12/2026 às 12:00')

    await user.click(screen.getByRole('button', { name: 'Restaurar “Programa antigo”' }))
    await findToast('“Programa antigo” foi restaurado.')
    expect(rest.sent('POST', 'rpc/trash_restore')[0]!.body).toEqual({ p_trash_id: 1 })
    await waitFor(() => expect(screen.queryByText('Programa antigo')).not.toBeInTheDocument())

    await user.click(
      screen.getByRole('button', { name: 'Excluir definitivamente “Autora antiga”' }),
    )
    const ask = await screen.findByRole('alertdialog', {
      name: 'Excluir “Autora antiga” definitivamente?',
    })
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }))
    expect(rest.sent('POST', 'rpc/trash_delete_for_good')).toHaveLength(0)
    await user.click(
      screen.getByRole('button', { name: 'Excluir definitivamente “Autora antiga”' }),
    )
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Excluir definitivamente',
      }),
    )
    await findToast('“Autora antiga” foi excluído definitivamente.')
    expect(await screen.findByText('A lixeira está vazia.')).toBeInTheDocument()
  },
)

test(
  'a refused restore from the trash says why in pt-BR and keeps the entry',
  JOURNEY,
  async () => {
    const rest = adminRest({ lixeira: [trashEntry(1, 'programas', { title: 'Programa antigo' })] })
    server.use(...rest.handlers)
    const { user } = renderAdmin('/admin/lixeira')
    const restore = await screen.findByRole('button', { name: 'Restaurar “Programa antigo”' })
    rest.refuseNext({
      status: 400,
      code: 'P0001',
      message:
        'Já existe outro registro com o mesmo endereço ou nome: altere-o antes de restaurar este.',
    })
    await user.click(restore)
    await findToast('Não foi possível restaurar.')
    await findToast('Já existe outro registro com o mesmo endereço ou nome')
    expect(screen.getByText('Programa antigo')).toBeInTheDocument()
    expect(screen.getByText('Programa antigo')).toBeInTheDocument()
  },
)

test(
  'the activity list says who did what and when, filters by person, content and days in the query, and pages in the database',
  JOURNEY,
  async () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({
      ...version(
        100 - i,
        i === 0 ? 'deleted' : 'edited',
        { title: 'Antes' },
        i === 0 ? null : programRow(1, { title: `Versão ${i}` }),
        `2026-11-${String(27 - Math.floor(i / 2)).padStart(2, '0')}T12:00:00+00:00`,
      ),
      // The database's generated column: the row's title.
      row_label: i === 0 ? 'Programa excluído' : `Versão ${i}`,
      parent_id: null as string | null,
    }))
    // A track module's entry names its track (generated column `parent_id`): its edit screen is
    // under the track.
    Object.assign(entries[2]!, {
      table_name: 'trilha_modulos',
      row_id: uuid(71),
      parent_id: uuid(70),
      row_label: 'Módulo de abertura',
    })
    const rest = adminRest({
      historico: entries,
      profiles: [
        { id: uuid(500), full_name: 'Ana Souza', role: 'admin' },
        { id: uuid(501), full_name: 'Bruno Lima', role: 'escritor' },
      ],
    })
    server.use(...rest.handlers)
    const { user } = renderAdmin('/admin/atividade')
    expect(await screen.findByRole('heading', { level: 1, name: 'Atividade' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Ações registradas' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(25)
    expect(items[0]).toHaveTextContent('Ana Souza excluiu (foi para a lixeira) Programa excluído')
    expect(items[0]).toHaveTextContent('Programas · 27/11/2026 às 09:00')
    expect(within(items[1]!).getByRole('link', { name: 'Versão 1' })).toHaveAttribute(
      'href',
      `/admin/programas/${uuid(1)}`,
    )
    expect(within(items[2]!).getByRole('link', { name: 'Módulo de abertura' })).toHaveAttribute(
      'href',
      `/admin/trilhas/${uuid(70)}/modulos/${uuid(71)}`,
    )
    // One page more than shown is asked, to know there is an older page.
    const [first] = rest.sent('GET', 'historico')
    expect(first!.params.get('limit')).toBe('26')
    expect(first!.params.get('order')).toBe('created_at.desc,id.desc')
    // A few words per entry, not the stored rows.
    expect(first!.params.get('select')).toBe(
      'id,table_name,row_id,action,actor_id,actor_name,created_at,row_label,parent_id',
    )

    await user.click(screen.getByRole('link', { name: 'Mais antigas' }))
    await waitFor(() => expect(currentUrl()).toBe('/admin/atividade?pagina=2'))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Ações registradas' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    )
    expect(rest.sent('GET', 'historico').at(-1)!.params.get('offset')).toBe('25')

    const filters = screen.getByRole('form', { name: 'Filtrar a atividade' })
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Pessoa' }), 'Ana Souza')
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Conteúdo' }),
      'Programas',
    )
    await user.type(within(filters).getByLabelText('De'), '2026-11-20')
    await user.type(within(filters).getByLabelText('Até'), '2026-11-10')
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }))
    expect(
      await within(filters).findByText('A data final é anterior à inicial.'),
    ).toBeInTheDocument()
    await user.clear(within(filters).getByLabelText('Até'))
    await user.type(within(filters).getByLabelText('Até'), '2026-11-25')
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }))
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `/admin/atividade?pessoa=${uuid(500)}&tabela=programas&de=2026-11-20&ate=2026-11-25`,
      ),
    )
    await waitFor(() => {
      const last = rest.sent('GET', 'historico').at(-1)!
      expect(last.params.get('actor_id')).toBe(`eq.${uuid(500)}`)
      expect(last.params.get('table_name')).toBe('eq.programas')
      // Days on Brazil's clock (UTC-3): from 20/11 00:00 to the start of 26/11.
      expect(last.params.getAll('created_at')).toEqual([
        'gte.2026-11-20T03:00:00.000Z',
        'lt.2026-11-26T03:00:00.000Z',
      ])
      expect(last.params.get('offset')).toBe('0')
    })
  },
)
