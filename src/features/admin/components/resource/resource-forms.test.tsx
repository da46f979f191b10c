// Every resource's create form, driven the same way: the empty form is refused in the page with
// each required field's pt-BR message; an over-long or malformed value shows its own message; a
// refusal from the server shows the mapped message and keeps what was typed; a valid form sends
// exactly the row (nulls for the optional fields left empty) and says so.
import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { findToast } from '@/testing/toasts'
import { slugify } from '@/lib/slug'
import type { Field, ResourceConfig } from '@/staff/resources/types'
import { adminRest } from '@/staff/testing/admin-rest'
import { resources } from '../../resources/registry'
import { currentUrl, renderAdmin } from '../../testing/render-admin'

const TRACK_ID = '00000000-0000-4000-8000-000000000777'
const track = {
  id: TRACK_ID,
  slug: 'trilha-teste',
  title: 'Trilha de teste',
  description: 'Uma trilha.',
  cover_image_url: null,
  level: 'iniciante',
  estimated_hours: 4,
  display_order: 1,
  is_published: true,
}

interface Case {
  config: ResourceConfig
  route: string
  /** Where a saved form goes (given the new row's id). */
  after: (id: string) => string
  /** Columns the route adds to the body. */
  extra: Record<string, unknown>
}

const cases: Case[] = [
  ...resources.map((config) => ({
    config,
    route: `/admin/${config.slug}/novo`,
    // A new track opens its edit page, where its modules are added (its `afterSave`); the rest
    // go back to their list.
    after: (id: string) =>
      config.table === 'trilhas' ? `/admin/${config.slug}/${id}` : `/admin/${config.slug}`,
    extra: {},
  })),
  // A child resource's form lives under its parent (a track's modules).
  ...resources.flatMap(({ slug, child }) =>
    child
      ? [
          {
            config: child.config,
            route: `/admin/${slug}/${TRACK_ID}/${child.config.slug}/novo`,
            after: () => `/admin/${slug}/${TRACK_ID}`,
            extra: { [child.config.parent.column]: TRACK_ID },
          },
        ]
      : [],
  ),
]

/** `not null` columns that may be empty (`check (char_length(x) <= n)`): sent as ''. */
const emptyText: Record<string, readonly string[]> = {
  trilha_modulos: ['content'],
  paginas: ['body'],
}

/** Values typed where the generic one would not fit the column. */
const typedByName: Record<string, string> = {
  state: 'AL',
  year: '2025',
  estimated_hours: '12',
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The control of a field, found by its label (and "(obrigatório)" when required). */
function control(field: Field): HTMLElement {
  const label = escape(field.label)
  if (field.control.kind === 'media') {
    return screen.getByRole('textbox', {
      name: new RegExp(`^${label}( \\(obrigatório\\))? ou informe o endereço`),
    })
  }
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?( \\(obrigatório\\))?$`))
}

/** Fills every required field with a valid value; returns the row the form should send. */
async function fillValid(
  user: ReturnType<typeof renderAdmin>['user'],
  config: ResourceConfig,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(config.fields)) {
    const c = field.control
    if (c.kind === 'switch') {
      body[name] = field.initial
      continue
    }
    if (!field.required) {
      body[name] = emptyText[config.table]?.includes(name) ? '' : null
      continue
    }
    const element = control(field)
    if (c.kind === 'select') {
      const value = field.initial !== '' ? String(field.initial) : c.options[0]!.value
      await user.selectOptions(element, value)
      body[name] = value
    } else if (c.kind === 'page-slug') {
      await waitFor(() => expect(within(element).getAllByRole('option').length).toBeGreaterThan(1))
      const value = within(element).getAllByRole('option')[1]!.getAttribute('value')!
      await user.selectOptions(element, value)
      body[name] = value
    } else if (c.kind === 'slug') {
      await user.click(screen.getByRole('button', { name: c.fromLabel }))
      const generated = slugify(String(body[c.from]))
      expect(element).toHaveValue(generated)
      body[name] = generated
    } else {
      const typed =
        typedByName[name] ??
        (c.kind === 'url'
          ? 'https://exemplo.org/pagina'
          : c.kind === 'media'
            ? '/images/teste.jpg'
            : c.kind === 'date'
              ? '2025-03-05'
              : `${field.label} de teste`)
      await user.clear(element)
      await user.type(element, typed)
      body[name] = c.kind === 'text' && c.inputMode === 'numeric' ? Number(typed) : typed
    }
  }
  return body
}

/** A value the field's rule refuses, with the message it must show (or null for none). */
function malformed(
  config: ResourceConfig,
): { name: string; value: string; message: string } | null {
  for (const [name, field] of Object.entries(config.fields)) {
    const c = field.control
    if (c.kind === 'url' || c.kind === 'media') {
      const sitePaths = c.kind === 'media' || config.table !== 'institutos' || name !== 'site_url'
      return {
        name,
        value: 'exemplo.org sem protocolo',
        message: sitePaths
          ? 'Informe um endereço que comece com http:// ou https:// (ou um caminho do site, como /imagens/foto.jpg).'
          : 'Informe um endereço que comece com http:// ou https://.',
      }
    }
    if (c.kind === 'text' && c.inputMode === 'numeric') {
      return { name, value: '12,5', message: 'Informe um número inteiro (sem vírgula nem ponto).' }
    }
  }
  return null
}

test.each(cases.map((c, index) => [c.config.slug, c, index] as const))(
  'the %s form checks every rule in the page, shows a refusal from the server and sends exactly the row',
  async (_slug, { config, route, after, extra }, index) => {
    const rest = adminRest({
      [config.table]: [],
      ...(config.table === 'trilha_modulos' ? { trilhas: [track] } : {}),
      partner_categories: [],
    })
    server.use(...rest.handlers)
    const { user } = renderAdmin(route)
    const save = await screen.findByRole('button', { name: 'Salvar' })

    // 1. Empty: every required field that starts empty says what it needs; nothing is sent.
    await user.click(save)
    const required = Object.values(config.fields).filter((f) => f.required && f.initial === '')
    expect(required.length).toBeGreaterThan(0)
    for (const field of required) {
      await waitFor(() =>
        expect(control(field)).toHaveAccessibleDescription(
          expect.stringContaining(field.requiredMessage!),
        ),
      )
      expect(control(field)).toHaveAttribute('aria-invalid', 'true')
    }
    await waitFor(() => expect(control(required[0]!)).toHaveFocus())
    expect(rest.sent('POST')).toEqual([])

    // 2. Too long (checked as it is typed, once a submit has been tried).
    const longField = Object.values(config.fields).find(
      (f) => f.maxLength !== undefined && f.maxLength <= 5000,
    )!
    const max = longField.maxLength!
    const tooLong = control(longField)
    await user.click(tooLong)
    await user.paste('a'.repeat(max + 1))
    await waitFor(() =>
      expect(tooLong).toHaveAccessibleDescription(
        expect.stringContaining(`Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`),
      ),
    )
    await user.clear(tooLong)

    // 3. Malformed.
    const bad = malformed(config)
    if (bad) {
      const field = config.fields[bad.name]!
      await user.type(control(field), bad.value)
      await waitFor(() =>
        expect(control(field)).toHaveAccessibleDescription(expect.stringContaining(bad.message)),
      )
      await user.clear(control(field))
    }

    // 4. Valid, but the server refuses: its mapped message, and everything typed is kept.
    const body = await fillValid(user, config)
    const refusal =
      index % 2 === 0
        ? { status: 400, code: '23514', text: 'O banco de dados recusou um dos valores' }
        : { status: 403, code: '42501', text: 'Sua conta não tem permissão para esta ação' }
    rest.refuseNext({ status: refusal.status, code: refusal.code })
    await user.click(save)
    expect(
      await screen.findByText(refusal.text, { exact: false, selector: 'form [role=alert] p' }),
    ).toBeInTheDocument()
    await findToast('Não foi possível salvar.')
    const first = Object.values(config.fields).find(
      (f) => f.required && f.control.kind !== 'switch',
    )!
    const kept = control(first)
    expect((kept as HTMLInputElement).value).not.toBe('')
    expect(rest.sent('POST', config.table)).toHaveLength(1)
    expect(currentUrl()).toBe(route)

    // 5. Sent again: exactly the row, a success toast, back to the list.
    await user.click(save)
    const saved = `${config.names.singular.charAt(0).toUpperCase()}${config.names.singular.slice(1)} ${config.names.gender === 'f' ? 'salva' : 'salvo'}.`
    await findToast(saved)
    const posts = rest.sent('POST', config.table)
    expect(posts).toHaveLength(2)
    // Ordered tables: a new row goes after the last of its siblings (none here: the first order).
    const order = config.ordered ? { display_order: 10 } : {}
    expect(posts[1]!.body).toEqual({ ...body, ...extra, ...order })
    // What the home page shows is put first by default, in one more call; the rest stays last.
    const placed = rest.sent('POST', 'rpc/place_display_order')
    expect(placed.map((r) => r.body)).toEqual(
      config.ordered?.home
        ? [{ target_table: config.table, target_id: expect.any(String), target_position: 1 }]
        : [],
    )
    const created = rest.rows(config.table).at(-1) as { id: string }
    await waitFor(() => expect(currentUrl()).toBe(after(created.id)))
  },
  30_000,
)

test('a new row of an ordered table goes after the last of its siblings, in its own category', async () => {
  const parceiros = resources.find((r) => r.table === 'partners')!
  const category = { id: '00000000-0000-4000-8000-000000000901', name: 'Apoio', display_order: 1 }
  const rest = adminRest({
    partners: [
      { id: 'p1', name: 'Sem categoria', category_id: null, display_order: 70 },
      { id: 'p2', name: 'Apoiador A', category_id: category.id, display_order: 20 },
      { id: 'p3', name: 'Apoiador B', category_id: category.id, display_order: 30 },
    ],
    partner_categories: [category],
  })
  server.use(...rest.handlers)
  const { user } = renderAdmin(`/admin/${parceiros.slug}/novo`)
  await user.type(await screen.findByLabelText(/^Nome/), 'Apoiador C')
  const select = screen.getByLabelText(/^Categoria/)
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1))
  await user.selectOptions(select, category.id)
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Parceiro salvo.')
  const [post] = rest.sent('POST', 'partners')
  expect(post!.body).toMatchObject({
    name: 'Apoiador C',
    category_id: category.id,
    display_order: 40,
  })
})

test('a new programme starts first by default, where the home page shows it; "No fim" keeps it last', async () => {
  const programas = resources.find((r) => r.table === 'programas')!
  const existing = [1, 2, 3, 4].map((n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Programa ${n}`,
    category: 'Liderança',
    year: 2024,
    description: 'Descrição.',
    icon: 'Zap',
    gradient: null,
    image_url: null,
    is_active: true,
    display_order: n * 10,
  }))
  const rest = adminRest({ programas: existing })
  server.use(...rest.handlers)
  const { user } = renderAdmin(`/admin/${programas.slug}/novo`)
  const placement = await screen.findByRole('combobox', { name: 'Posição na lista' })
  expect(placement).toHaveValue('start')
  expect(placement).toHaveAccessibleDescription(
    expect.stringContaining('A página inicial mostra só os 3 primeiros programas publicados'),
  )
  await fillValid(user, programas)
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Programa salvo.')
  const order = [...rest.rows('programas')].sort(
    (a, b) => Number(a.display_order) - Number(b.display_order),
  )
  expect(order.map((r) => r.display_order)).toEqual([10, 20, 30, 40, 50])
  expect(order[0]!.id).not.toBe(existing[0]!.id)
  expect(order.slice(1).map((r) => r.id)).toEqual(existing.map((r) => r.id))
})

test('a new programme saved with "No fim" goes after the others, with no second call', async () => {
  const programas = resources.find((r) => r.table === 'programas')!
  const rest = adminRest({ programas: [] })
  server.use(...rest.handlers)
  const { user } = renderAdmin(`/admin/${programas.slug}/novo`)
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Posição na lista' }),
    'No fim (depois de todos)',
  )
  await fillValid(user, programas)
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Programa salvo.')
  expect(rest.sent('POST', 'rpc/place_display_order')).toEqual([])
})
