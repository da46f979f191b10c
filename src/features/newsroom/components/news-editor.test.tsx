import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { ana } from '@/testing/auth'
import { uuid } from '@/testing/content-factories'
import { findToast } from '@/testing/toasts'
import { AUTOSAVE_DELAY_MS, draftKey } from '../local-draft'
import {
  authorRow,
  currentUrl,
  newsRow,
  renderNewsroom,
  serveNewsroom,
  writerAccount,
} from '../testing/newsroom'

beforeEach(() => window.localStorage.clear())

const field = (name: RegExp) => screen.getByRole('textbox', { name })

async function fillNewArticle(user: ReturnType<typeof renderNewsroom>['user']) {
  await user.type(
    await screen.findByRole('textbox', { name: /^Título/ }),
    'Saúde mental: jovens pedem atenção!',
  )
  await user.type(field(/^Resumo/), 'Rodas de conversa chegam a dez cidades.')
  await user.type(field(/^Texto da notícia/), 'A **Rede de Cuidado** cresceu.')
}

test('the slug follows the title, pt-BR safe, and a taken one gets the first free number', async () => {
  const rest = serveNewsroom({
    noticias: [newsRow(1, { slug: 'saude-mental-jovens-pedem-atencao' })],
    autores: [authorRow(1)],
  })
  const { user } = renderNewsroom('/escritor/noticias/nova')
  await fillNewArticle(user)
  expect(field(/^Endereço da notícia/)).toHaveValue('saude-mental-jovens-pedem-atencao')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Autor' }), 'Autora 1')
  await user.click(screen.getByRole('button', { name: 'Publicar agora' }))
  await findToast('Notícia publicada.')
  const [insert] = rest.sent('POST', 'noticias')
  expect(insert!.body).toMatchObject({
    title: 'Saúde mental: jovens pedem atenção!',
    slug: 'saude-mental-jovens-pedem-atencao-2',
    author_id: uuid(101),
    is_published: true,
    body: 'A **Rede de Cuidado** cresceu.',
  })
  // Now it is an existing article: its own page, its state, and the visitor's view.
  await waitFor(() => expect(currentUrl()).toMatch(/^\/escritor\/noticias\/[0-9a-f-]{36}$/))
  expect(await screen.findByRole('link', { name: /Ver como visitante/ })).toHaveAttribute(
    'href',
    '/noticias/saude-mental-jovens-pedem-atencao-2?previa=1',
  )
  expect(screen.getByText('Publicada')).toBeInTheDocument()
})

test('a slug the writer typed is never changed behind their back: a clash says so, nothing is sent', async () => {
  const rest = serveNewsroom({ noticias: [newsRow(1, { slug: 'encontro' })] })
  const { user } = renderNewsroom('/escritor/noticias/nova')
  await fillNewArticle(user)
  const slug = field(/^Endereço da notícia/)
  await user.clear(slug)
  await user.type(slug, 'encontro')
  await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }))
  expect(
    await screen.findByText(
      'Já existe uma notícia com este endereço. Escolha outro, por exemplo “encontro-2”.',
    ),
  ).toBeInTheDocument()
  await waitFor(() => expect(slug).toHaveFocus())
  expect(rest.sent('POST', 'noticias')).toHaveLength(0)
})

test('the preview beside the text renders Markdown through the sanitiser: a script never runs', async () => {
  serveNewsroom()
  const { user } = renderNewsroom('/escritor/noticias/nova')
  const body = await screen.findByRole('textbox', { name: /^Texto da notícia/ })
  const preview = screen.getByRole('region', { name: 'Pré-visualização' })
  expect(
    within(preview).getByText('O texto aparece aqui enquanto você escreve.'),
  ).toBeInTheDocument()
  await user.type(
    body,
    '## Programação{enter}{enter}<script>window.hacked = 1</script>{enter}{enter}Um texto **forte** <img src=x onerror="window.hacked=2">',
  )
  expect(await within(preview).findByRole('heading', { name: 'Programação' })).toBeInTheDocument()
  expect(within(preview).getByText('forte').tagName).toBe('STRONG')
  expect(preview.querySelector('script')).toBeNull()
  expect(preview.querySelector('[onerror]')).toBeNull()
  expect((window as { hacked?: number }).hacked).toBeUndefined()
})

test('a date ahead schedules the article, the time read in Brazil and sent in UTC', async () => {
  const rest = serveNewsroom()
  const { user } = renderNewsroom('/escritor/noticias/nova')
  await fillNewArticle(user)
  const date = screen.getByLabelText(/^Data e hora de publicação/)
  await user.type(date, '2099-12-01T10:30')
  await user.click(screen.getByRole('button', { name: 'Agendar publicação' }))
  await findToast('Publicação agendada para 01/12/2099 às 10:30.')
  expect(rest.sent('POST', 'noticias')[0]!.body).toMatchObject({
    is_published: true,
    published_at: '2099-12-01T13:30:00.000Z',
  })
  expect(await screen.findByText('Agendada')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Publicar agora' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Voltar para rascunho' })).toBeInTheDocument()
})

test('a cover needs its description before anything is sent', async () => {
  const rest = serveNewsroom()
  const { user } = renderNewsroom('/escritor/noticias/nova')
  await fillNewArticle(user)
  await user.type(
    screen.getByRole('textbox', { name: /^Imagem de capa ou informe o endereço/ }),
    '/images/noticias/capa.jpg',
  )
  await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }))
  const alt = screen.getByRole('textbox', { name: /^Descrição da imagem de capa/ })
  expect(await screen.findByText('Descreva a imagem de capa.')).toBeInTheDocument()
  await waitFor(() => expect(alt).toHaveFocus())
  expect(rest.sent('POST', 'noticias')).toHaveLength(0)
  await user.type(alt, 'Jovens sentados em roda numa quadra')
  await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }))
  await findToast('Rascunho salvo.')
  expect(rest.sent('POST', 'noticias')[0]!.body).toMatchObject({
    cover_image_url: '/images/noticias/capa.jpg',
    cover_image_alt: 'Jovens sentados em roda numa quadra',
    is_published: false,
  })
})

test('a refused save keeps every word and says why in pt-BR; an expired session points to sign-in', async () => {
  const rest = serveNewsroom({ noticias: [newsRow(1)] })
  const { user } = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  await user.clear(title)
  await user.type(title, 'Título revisto')
  rest.refuseNext({ status: 500, code: 'XX000', message: 'boom' })
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'Não foi possível salvar. O texto continua aqui e guardado neste navegador.',
  )
  // A 5xx is the service being down, said in pt-BR by kind, never the server's own words.
  expect(alert).toHaveTextContent(
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  )
  expect(alert).not.toHaveTextContent('boom')
  expect(title).toHaveValue('Título revisto')

  rest.refuseNext({ status: 401, code: 'PGRST301', message: 'JWT expired' })
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }))
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Sua sessão expirou/))
  expect(
    within(screen.getByRole('alert')).getByRole('link', { name: 'Entrar de novo' }),
  ).toHaveAttribute('href', '/login')
  expect(title).toHaveValue('Título revisto')
  expect(rest.rows('noticias')[0]!.title).toBe('Notícia 1')
})

test('what is typed is kept in the browser and offered back when the editor opens again', async () => {
  serveNewsroom({ noticias: [newsRow(1)] })
  const first = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  const body = await screen.findByRole('textbox', { name: /^Texto da notícia/ })
  await first.user.type(body, ' Mais um parágrafo.')
  await waitFor(
    () =>
      expect(window.localStorage.getItem(draftKey(ana.id, uuid(1)))).toContain(
        'Mais um parágrafo.',
      ),
    { timeout: AUTOSAVE_DELAY_MS * 4 },
  )
  // The tab closes (or the session ends) before saving.
  first.unmount()

  const second = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  const offer = await screen.findByText(/Há uma versão desta notícia guardada neste navegador/)
  expect(screen.getByRole('textbox', { name: /^Texto da notícia/ })).toHaveValue(
    'Texto da notícia 1.',
  )
  await second.user.click(screen.getByRole('button', { name: 'Recuperar o texto guardado' }))
  expect(screen.getByRole('textbox', { name: /^Texto da notícia/ })).toHaveValue(
    'Texto da notícia 1. Mais um parágrafo.',
  )
  expect(offer).not.toBeInTheDocument()
})

test('a saved article forgets its kept copy, and an unchanged one offers nothing', async () => {
  const rest = serveNewsroom({ noticias: [newsRow(1)] })
  window.localStorage.setItem(
    draftKey(ana.id, uuid(1)),
    JSON.stringify({ values: { title: 'x' }, savedAt: '2026-11-25T12:00:00Z' }),
  )
  const { user } = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  // A malformed kept copy is ignored.
  expect(screen.queryByText(/Há uma versão desta notícia/)).not.toBeInTheDocument()
  await user.type(title, ' (atualizada)')
  await waitFor(() =>
    expect(window.localStorage.getItem(draftKey(ana.id, uuid(1)))).toContain('(atualizada)'),
  )
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }))
  await findToast('Alterações salvas.')
  expect(rest.rows('noticias')[0]!.title).toBe('Notícia 1 (atualizada)')
  expect(window.localStorage.getItem(draftKey(ana.id, uuid(1)))).toBeNull()
})

test('leaving with unsaved changes asks first; staying keeps the text', async () => {
  serveNewsroom({ noticias: [newsRow(1)] })
  const { user } = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  await user.type(title, '!')
  const nav = screen.getAllByRole('navigation', { name: 'Redação' })[0]!
  await user.click(within(nav).getByRole('link', { name: 'Autores' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })
  await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }))
  expect(currentUrl()).toBe(`/escritor/noticias/${uuid(1)}`)
  expect(title).toHaveValue('Notícia 1!')
  await user.click(within(nav).getByRole('link', { name: 'Autores' }))
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair sem salvar' }),
  )
  await waitFor(() => expect(currentUrl()).toBe('/escritor/autores'))
})

test('a published article is unpublished after a confirmation naming it', async () => {
  const rest = serveNewsroom({ noticias: [newsRow(1, { title: 'Conselho de Juventude' })] })
  const { user } = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  await user.click(await screen.findByRole('button', { name: 'Despublicar' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Despublicar esta notícia?' })
  expect(dialog).toHaveTextContent('“Conselho de Juventude” sai do site agora.')
  await user.click(within(dialog).getByRole('button', { name: 'Despublicar' }))
  await findToast('Notícia despublicada: ela saiu do site.')
  expect(rest.sent('PATCH', 'noticias')[0]!.body).toMatchObject({ is_published: false })
})

test('a missing article says so, with the way back', async () => {
  serveNewsroom()
  renderNewsroom(`/escritor/noticias/${uuid(9)}`)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia não encontrada' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para Notícias' })).toHaveAttribute(
    'href',
    '/escritor',
  )
})

test('a save never overwrites what someone else saved meanwhile, unless the writer says so', async () => {
  const rest = serveNewsroom({ noticias: [newsRow(1)] })
  const { user } = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  // Another writer saves the same article after this editor loaded it.
  Object.assign(rest.rows('noticias')[0]!, {
    title: 'Versão da colega',
    updated_at: '2026-11-25T18:00:00Z',
  })
  await user.type(title, ' (minha versão)')
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(/Outra pessoa salvou esta notícia depois que você a abriu/)
  expect(rest.rows('noticias')[0]!.title).toBe('Versão da colega')
  expect(rest.sent('PATCH', 'noticias')[0]!.params.get('updated_at')).toBe(
    'eq.2026-11-01T12:00:00Z',
  )
  await user.click(within(alert).getByRole('button', { name: 'Salvar mesmo assim' }))
  await findToast('Alterações salvas.')
  expect(rest.rows('noticias')[0]!.title).toBe('Notícia 1 (minha versão)')
  expect(title).toHaveValue('Notícia 1 (minha versão)')
})

test('a new article, once saved, leaves nothing to offer on the next new one', async () => {
  serveNewsroom()
  const { user, unmount } = renderNewsroom('/escritor/noticias/nova')
  await fillNewArticle(user)
  await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }))
  await findToast('Rascunho salvo.')
  await waitFor(() => expect(currentUrl()).toMatch(/^\/escritor\/noticias\/[0-9a-f-]{36}$/))
  expect(window.localStorage.getItem(draftKey(ana.id, null))).toBeNull()
  unmount()
  renderNewsroom('/escritor/noticias/nova')
  await screen.findByRole('textbox', { name: /^Título/ })
  expect(screen.queryByText(/Há uma versão desta notícia/)).not.toBeInTheDocument()
})

test('text typed just before the editor closes is kept, without waiting for the pause', async () => {
  serveNewsroom({ noticias: [newsRow(1)] })
  const { user, unmount } = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  await user.type(await screen.findByRole('textbox', { name: /^Resumo/ }), '!')
  unmount()
  expect(window.localStorage.getItem(draftKey(ana.id, uuid(1)))).toContain('Resumo 1.!')
})

test('a malformed address is "not found", without asking the database', async () => {
  const rest = serveNewsroom({ noticias: [newsRow(1)] })
  renderNewsroom('/escritor/noticias/nao-existe')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia não encontrada' }),
  ).toBeInTheDocument()
  expect(rest.sent('GET', 'noticias')).toHaveLength(0)
})

const otherWriter = {
  ...writerAccount,
  userId: '5c1d9e3a-2b4f-4a6e-8c7d-0e9f1a2b3c4d',
  name: 'Bruno Lima',
}

test('a text one writer left unsaved is never offered to the next writer on the same browser', async () => {
  serveNewsroom({ noticias: [newsRow(1)] })
  const first = renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  await first.user.type(
    await screen.findByRole('textbox', { name: /^Texto da notícia/ }),
    ' Fonte sigilosa.',
  )
  // Ana signs out (or her session ends): the area closes around the form.
  first.unmount()

  renderNewsroom(`/escritor/noticias/${uuid(1)}`, otherWriter)
  const body = await screen.findByRole('textbox', { name: /^Texto da notícia/ })
  expect(body).toHaveValue('Texto da notícia 1.')
  expect(screen.queryByText(/Há uma versão desta notícia/)).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Recuperar o texto guardado' })).toBeNull()
})

test('a new article left unsaved comes back to its writer after signing in again, not to another', async () => {
  serveNewsroom()
  const first = renderNewsroom('/escritor/noticias/nova')
  await fillNewArticle(first.user)
  first.unmount()

  const other = renderNewsroom('/escritor/noticias/nova', otherWriter)
  expect(await screen.findByRole('textbox', { name: /^Título/ })).toHaveValue('')
  expect(screen.queryByText(/Há uma versão desta notícia/)).not.toBeInTheDocument()
  other.unmount()

  const again = renderNewsroom('/escritor/noticias/nova')
  await screen.findByText(/Há uma versão desta notícia guardada neste navegador/)
  await again.user.click(screen.getByRole('button', { name: 'Recuperar o texto guardado' }))
  expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue(
    'Saúde mental: jovens pedem atenção!',
  )
})

test('drafts kept before they had a writer are offered to nobody and removed when the editor opens', async () => {
  serveNewsroom({ noticias: [newsRow(1)] })
  const old = JSON.stringify({
    values: {
      title: 'Rascunho de outra pessoa',
      slug: 'rascunho',
      summary: 'Resumo.',
      body: 'Texto.',
      cover_image_url: '',
      cover_image_alt: '',
      author_id: '',
      published_at: '',
    },
    savedAt: '2026-11-25T12:00:00Z',
  })
  window.localStorage.setItem(`mov:redacao:noticia:${uuid(1)}`, old)
  window.localStorage.setItem('mov:redacao:noticia:nova', old)
  renderNewsroom(`/escritor/noticias/${uuid(1)}`)
  expect(await screen.findByRole('textbox', { name: /^Título/ })).toHaveValue('Notícia 1')
  expect(screen.queryByText(/Há uma versão desta notícia/)).not.toBeInTheDocument()
  expect(window.localStorage.getItem(`mov:redacao:noticia:${uuid(1)}`)).toBeNull()
  expect(window.localStorage.getItem('mov:redacao:noticia:nova')).toBeNull()
})

test('an article’s versions are listed below the editor, in its own words, and one is restored after asking', async () => {
  const first = newsRow(1, { title: 'Primeiro título', author_id: uuid(101) })
  const second = newsRow(1, { title: 'Segundo título', author_id: uuid(102) })
  const version = (id: number, action: string, oldRow: unknown, newRow: unknown, at: string) => ({
    id,
    table_name: 'noticias',
    row_id: first.id,
    action,
    actor_id: uuid(500),
    actor_name: 'Ana Souza',
    created_at: at,
    old_row: oldRow,
    new_row: newRow,
  })
  const rest = serveNewsroom(
    {
      noticias: [{ ...second, updated_at: '2026-11-27T12:10:00+00:00' }],
      autores: [authorRow(1), authorRow(2)],
      historico: [
        version(1, 'created', null, first, '2026-11-27T12:00:00+00:00'),
        version(2, 'edited', first, second, '2026-11-27T12:10:00+00:00'),
      ],
    },
    {
      // What the database function does: the version's content back on the row.
      history_restore_version: (_args, rows) => {
        Object.assign(rows.noticias![0]!, {
          title: 'Primeiro título',
          author_id: uuid(101),
          updated_at: '2026-11-27T12:20:00+00:00',
        })
        return first.id
      },
    },
  )
  const { user } = renderNewsroom(`/escritor/noticias/${String(first.id)}`)
  const panel = await screen.findByRole('region', { name: 'Histórico de versões' })
  const items = await within(panel).findAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Edição por Ana Souza, 27/11/2026 às 09:10')
  expect(rest.sent('GET', 'historico')[0]!.params.get('table_name')).toBe('eq.noticias')

  await user.click(within(items[0]!).getByText('Ver o que mudou'))
  expect(items[0]).toHaveTextContent('TítuloAntes: Primeiro títuloDepois: Segundo título')
  // The author by name, never its id.
  await waitFor(() => expect(items[0]).toHaveTextContent('AutorAntes: Autora 1Depois: Autora 2'))

  await user.type(field(/^Título/), ' e mais')
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
  // The editor opens again on the restored article.
  await waitFor(() => expect(field(/^Título/)).toHaveValue('Primeiro título'))
}, 20_000)
