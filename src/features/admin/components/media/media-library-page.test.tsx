import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { installImageCodec } from '@/testing/image-codec'
import {
  publicUrlOf,
  STORAGE_URL,
  storageBucket,
  storageError,
  storedObject,
  testFile,
} from '@/testing/storage-handlers'
import { findToast } from '@/testing/toasts'
import { MediaLibraryPage } from './media-library-page'

function seededBucket(options?: Parameters<typeof storageBucket>[1]) {
  const bucket = storageBucket(
    [
      storedObject('logo.png', { size: 2048, createdAt: '2026-03-10T12:00:00.000Z' }),
      storedObject('antigo.jpg', {
        size: 1536,
        mimetype: 'image/jpeg',
        createdAt: '2025-01-02T12:00:00.000Z',
      }),
      storedObject('programas/2026/05/aaaa1111-horta.webp', {
        size: 1.4 * 1048576,
        mimetype: 'image/webp',
        createdAt: '2026-05-20T12:00:00.000Z',
      }),
      storedObject('documentos/relatorio-2025.pdf', { mimetype: 'application/pdf' }),
      storedObject('banners/2026/04/bbbb2222-capa.png'),
    ],
    options,
  )
  server.use(...bucket.handlers)
  return bucket
}

function LocationProbe({ children }: { children: ReactNode }) {
  const location = useLocation()
  return (
    <>
      {children}
      <output data-testid="location">{location.search}</output>
    </>
  )
}

function renderLibrary(route = '/admin/midia') {
  return renderWithProviders(<MediaLibraryPage />, {
    route,
    path: '/admin/midia',
    wrapper: LocationProbe,
  })
}

const fileList = () => screen.findByRole('list', { name: 'Arquivos' })
const search = () => screen.getByTestId('location').textContent

test('the top level lists its folders and its files, newest first, with type, size and date', async () => {
  const bucket = seededBucket()
  renderLibrary()
  expect(screen.getByText('Carregando arquivos...').closest('[role=status]')).not.toBeNull()
  const files = within(await fileList()).getAllByRole('listitem')
  expect(files.map((item) => item.querySelector('a')?.textContent)).toEqual([
    expect.stringContaining('logo.png'),
    expect.stringContaining('antigo.jpg'),
  ])
  expect(files[0]).toHaveTextContent('Imagem PNG · 2 KB · Enviado em 10/03/2026')
  expect(files[1]).toHaveTextContent('Imagem JPG · 1,5 KB · Enviado em 02/01/2025')
  const folders = within(screen.getByRole('list', { name: 'Pastas' })).getAllByRole('link')
  expect(folders.map((link) => link.textContent)).toEqual([
    'Pasta: banners',
    'Pasta: documentos',
    'Pasta: programas',
  ])
  expect(screen.getByRole('heading', { level: 2, name: 'Todos os arquivos' })).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveTextContent(
    'PainelMídia',
  )
  expect(bucket.requests[0]?.json).toMatchObject({
    prefix: '',
    sortBy: { column: 'created_at', order: 'desc' },
  })
})

test('a folder opens from its link and from the URL, with its trail in the breadcrumbs', async () => {
  seededBucket()
  const { user } = renderLibrary()
  await user.click(await screen.findByRole('link', { name: 'Pasta: programas' }))
  expect(search()).toBe('?pasta=programas')
  await user.click(await screen.findByRole('link', { name: 'Pasta: 2026' }))
  await user.click(await screen.findByRole('link', { name: 'Pasta: 05' }))
  expect(search()).toBe('?pasta=programas%2F2026%2F05')
  const [file] = within(await fileList()).getAllByRole('listitem')
  expect(file).toHaveTextContent('aaaa1111-horta.webp')
  expect(file).toHaveTextContent('Imagem WebP · 1,4 MB · Enviado em 20/05/2026')
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('programas/2026/05')
  await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus())

  const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' })
  await user.click(within(trail).getByRole('link', { name: 'programas' }))
  expect(search()).toBe('?pasta=programas')
  expect(await screen.findByRole('link', { name: 'Pasta: 2026' })).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Voltar à pasta anterior' }))
  expect(search()).toBe('')
})

test('a folder in the URL is listed directly (and a hostile one stays inside the bucket)', async () => {
  const bucket = seededBucket()
  renderLibrary('/admin/midia?pasta=../documentos/')
  expect(await fileList()).toHaveTextContent('relatorio-2025.pdf')
  expect(bucket.requests[0]?.json).toMatchObject({ prefix: 'documentos' })
  expect(screen.getByText(/Documento PDF/)).toBeInTheDocument()
})

test('ordering by name goes into the URL and the request', async () => {
  const bucket = seededBucket()
  const { user } = renderLibrary()
  await fileList()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'name')
  expect(search()).toBe('?ordem=name.asc')
  await waitFor(() =>
    expect(bucket.requests.at(-1)?.json).toMatchObject({
      sortBy: { column: 'name', order: 'asc' },
    }),
  )
  const files = within(await fileList()).getAllByRole('listitem')
  expect(files[0]).toHaveTextContent('antigo.jpg')
})

test('"Copiar endereço" puts the public address on the clipboard and says so', async () => {
  seededBucket()
  const { user } = renderLibrary()
  await fileList()
  const button = screen.getByRole('button', { name: 'Copiar endereço de logo.png' })
  await user.click(button)
  await expect(navigator.clipboard.readText()).resolves.toBe(publicUrlOf('logo.png'))
  expect(button).toHaveTextContent('Copiado')
  expect(screen.getByText('Endereço copiado!')).toHaveAttribute('aria-live', 'polite')
})

test('a refused clipboard is reported instead of claiming the copy', async () => {
  seededBucket()
  const { user } = renderLibrary()
  await fileList()
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
  const button = screen.getByRole('button', { name: 'Copiar endereço de logo.png' })
  await user.click(button)
  expect(button).toHaveTextContent('Não foi possível copiar')
  expect(screen.getByText(/Selecione-o e copie manualmente/)).toHaveAttribute('aria-live', 'polite')
  expect(screen.queryByText('Copiado')).not.toBeInTheDocument()
})

test('delete names the file, warns about broken images and removes only after confirming', async () => {
  const bucket = seededBucket()
  const { user } = renderLibrary()
  await fileList()
  await user.click(screen.getByRole('button', { name: 'Excluir logo.png' }))
  let dialog = await screen.findByRole('alertdialog', { name: 'Excluir arquivo?' })
  expect(dialog).toHaveTextContent('“logo.png”')
  expect(dialog).toHaveTextContent('imagem quebrada')
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(bucket.requests.filter((r) => r.method === 'remove')).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Excluir logo.png' }))
  dialog = await screen.findByRole('alertdialog')
  await user.click(within(dialog).getByRole('button', { name: 'Excluir arquivo' }))
  expect(await findToast('Arquivo excluído.')).toHaveAttribute('data-variant', 'success')
  expect(bucket.requests.filter((r) => r.method === 'remove').map((r) => r.json)).toEqual([
    { prefixes: ['logo.png'] },
  ])
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Arquivos' })).not.toHaveTextContent('logo.png'),
  )
  expect(screen.getByRole('list', { name: 'Arquivos' })).toHaveTextContent('antigo.jpg')
  expect(bucket.objects.has('logo.png')).toBe(false)
})

test('a delete the policies refuse says nothing was deleted and keeps the file', async () => {
  seededBucket({ denyWrites: true })
  const { user } = renderLibrary()
  await fileList()
  await user.click(screen.getByRole('button', { name: 'Excluir logo.png' }))
  const dialog = await screen.findByRole('alertdialog')
  await user.click(within(dialog).getByRole('button', { name: 'Excluir arquivo' }))
  expect(await findToast('Nada foi excluído')).toHaveAttribute('data-variant', 'destructive')
  expect(screen.getByRole('list', { name: 'Arquivos' })).toHaveTextContent('logo.png')
})

test('a file uploaded here lands in this folder and appears in the list', async () => {
  installImageCodec({ width: 300, height: 200 })
  const bucket = seededBucket()
  const { user } = renderLibrary('/admin/midia?pasta=programas/2026/05')
  await fileList()
  await user.upload(
    screen.getByLabelText('Enviar arquivo para a pasta programas/2026/05'),
    testFile('Nova Foto.png', 'image/png'),
  )
  expect(await findToast('Arquivo enviado!')).toHaveTextContent(
    /-nova-foto_300x200_300\.webp foi salvo na pasta programas\/2026\/05/,
  )
  const upload = bucket.requests.find((r) => r.method === 'upload')
  expect(upload?.path).toMatch(/^programas\/2026\/05\/[0-9a-f]{8}-nova-foto_300x200_300\.webp$/)
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Arquivos' })).getAllByRole('listitem'),
    ).toHaveLength(2),
  )
})

test('an oversized file is refused before anything is sent', async () => {
  const bucket = seededBucket()
  const { user } = renderLibrary()
  await fileList()
  await user.upload(
    screen.getByLabelText('Enviar para esta pasta'),
    testFile('enorme.pdf', 'application/pdf', { size: 6 * 1048576 }),
  )
  expect(await findToast('O arquivo tem 6,0 MB; o limite é 5 MB.')).toHaveAttribute(
    'data-variant',
    'destructive',
  )
  expect(bucket.requests.filter((r) => r.method === 'upload')).toHaveLength(0)
})

test('an empty folder says so', async () => {
  seededBucket()
  renderLibrary('/admin/midia?pasta=vazia')
  expect(await screen.findByText('Esta pasta está vazia.')).toBeInTheDocument()
})

test('a failed list shows the error and "Tentar novamente" lists again', async () => {
  seededBucket()
  server.use(
    http.post(`${STORAGE_URL}/object/list/site-media`, () => storageError(500, 'Error', 'boom'), {
      once: true,
    }),
  )
  const { user } = renderLibrary()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar os arquivos.')
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await fileList()).toHaveTextContent('logo.png')
})
