import { onlineManager, useQuery } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders, TEST_ORIGIN } from '@/testing/render'
import { ConnectionWatcher } from './connection-watcher'

const OFFLINE =
  'Você está sem conexão. Mostraremos o conteúdo atualizado assim que a internet voltar.'

let online = true
function goOffline() {
  online = false
  act(() => void window.dispatchEvent(new Event('offline')))
}
function goOnline() {
  online = true
  act(() => void window.dispatchEvent(new Event('online')))
}

function stubConnection(initiallyOnline: boolean) {
  online = initiallyOnline
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
}

afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

const LIST_URL = `${TEST_ORIGIN}/rest/v1/avisos`

/** A list read from the network, with the error state pages show. */
function NoticeList() {
  const query = useQuery({
    queryKey: ['avisos'],
    queryFn: async () => {
      const response = await fetch(LIST_URL)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as string[]
    },
  })
  if (query.isError) return <p>Não foi possível carregar os avisos.</p>
  if (!query.data) return <p>Carregando avisos…</p>
  return (
    <ul aria-label="Avisos">
      {query.data.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  )
}

/** The list's server: unreachable until `reachable` is set. */
function listServer() {
  const state = { reachable: false, requests: 0 }
  server.use(
    http.get(LIST_URL, () => {
      state.requests++
      return state.reachable ? HttpResponse.json(['Assembleia no sábado']) : HttpResponse.error()
    }),
  )
  return state
}

test('the banner appears while the browser is offline and goes when it is back', async () => {
  stubConnection(true)
  const { user } = renderWithProviders(<ConnectionWatcher />)
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  goOffline()
  const banner = await screen.findByRole('status')
  expect(await within(banner).findByText(OFFLINE)).toBeInTheDocument()
  goOnline()
  expect(await within(banner).findByText('Conexão restabelecida.')).toBeInTheDocument()
  expect(within(banner).queryByText(OFFLINE)).not.toBeInTheDocument()
  await user.click(within(banner).getByRole('button', { name: 'Fechar aviso' }))
  expect(banner).toBeEmptyDOMElement()
  goOffline()
  expect(await within(banner).findByText(OFFLINE)).toBeInTheDocument()
})

test('a page opened offline shows the banner at once', async () => {
  stubConnection(false)
  renderWithProviders(<ConnectionWatcher />)
  expect(await screen.findByText(OFFLINE)).toBeInTheDocument()
})

test('the banner can be dismissed while offline', async () => {
  stubConnection(true)
  const { user } = renderWithProviders(<ConnectionWatcher />)
  goOffline()
  const banner = await screen.findByRole('status')
  await user.click(await within(banner).findByRole('button', { name: 'Fechar aviso' }))
  expect(within(banner).queryByText(OFFLINE)).not.toBeInTheDocument()
})

test('a list that failed while offline fills in when the connection is back', async () => {
  stubConnection(true)
  const list = listServer()
  renderWithProviders(
    <>
      <NoticeList />
      <ConnectionWatcher />
    </>,
  )
  goOffline()
  expect(await screen.findByText('Não foi possível carregar os avisos.')).toBeInTheDocument()
  list.reachable = true
  goOnline()
  const notices = await screen.findByRole('list', { name: 'Avisos' })
  expect(within(notices).getByText('Assembleia no sábado')).toBeInTheDocument()
})

test('on a page opened offline, the failed list fills in when the connection is back', async () => {
  stubConnection(false)
  const list = listServer()
  renderWithProviders(
    <>
      <NoticeList />
      <ConnectionWatcher />
    </>,
  )
  expect(await screen.findByText(OFFLINE)).toBeInTheDocument()
  list.reachable = true
  goOnline()
  expect(await screen.findByRole('list', { name: 'Avisos' })).toBeInTheDocument()
  expect(list.requests).toBeGreaterThanOrEqual(1)
})
