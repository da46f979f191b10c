import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { publicUrlOf, storageBucket, testFile } from '@/testing/storage-handlers'
import { useMediaUploading } from '../../api/upload-media'
import type { MediaAccept } from '../../media-rules'
import { UploadField } from './upload-field'

function Harness({
  initial = '',
  accept = 'image',
  error,
}: {
  initial?: string
  accept?: MediaAccept
  error?: string
}) {
  const [value, setValue] = useState(initial)
  const uploading = useMediaUploading()
  return (
    <form>
      <UploadField
        label="Imagem de capa"
        value={value}
        onChange={setValue}
        accept={accept}
        folder="programas"
        error={error}
        required
      />
      <button type="submit" disabled={uploading}>
        Salvar
      </button>
    </form>
  )
}

const address = () => screen.getByRole('textbox', { name: /informe o endereço/ })
const fileInput = () => screen.getByLabelText('Arquivo para Imagem de capa')
const chooser = () => screen.getByRole('button', { name: 'Enviar arquivo' })

test('a file over 5 MB is refused with its size, tied to the field, and nothing is sent', async () => {
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness initial="/images/antigo.png" />)
  await user.upload(fileInput(), testFile('grande.png', 'image/png', { size: 5242881 }))
  const message = 'O arquivo tem 5,1 MB; o limite é 5 MB.'
  expect(await screen.findByRole('alert')).toHaveTextContent(message)
  expect(chooser()).toHaveAccessibleDescription(expect.stringContaining(message))
  expect(address()).toHaveAccessibleDescription(expect.stringContaining(message))
  expect(address()).toHaveAttribute('aria-invalid', 'true')
  expect(address()).toHaveValue('/images/antigo.png')
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
  expect(chooser()).toBeEnabled()
  expect(bucket.requests).toHaveLength(0)
})

test('an SVG is refused as a type the field does not take, and nothing is sent', async () => {
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  renderWithProviders(<Harness />)
  // A person can always pick "all files" in the picker, whatever `accept` says.
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(fileInput(), testFile('logo.svg', 'image/svg+xml'))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Envie uma imagem JPG, PNG, WebP, GIF ou AVIF.',
  )
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
  expect(chooser()).toBeEnabled()
  expect(bucket.requests).toHaveLength(0)
})

test('a PNG is sent under the folder, and its public address becomes the value', async () => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const bucket = storageBucket([], { beforeUpload: () => gate })
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness initial="/images/antigo.png" />)

  await user.upload(fileInput(), testFile('Foto da Ação.png', 'image/png', { content: 'PNGDATA' }))

  // While it is being sent: a status, a busy group, no second upload, no removal.
  expect(await screen.findByRole('status')).toHaveTextContent('Enviando arquivo...')
  expect(screen.getByRole('group', { name: /Imagem de capa/ })).toHaveAttribute('aria-busy', 'true')
  expect(chooser()).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Remover' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled()
  release()

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Arquivo enviado.'))
  const [request] = bucket.requests
  expect(request?.method).toBe('upload')
  expect(request?.path).toMatch(/^programas\/\d{4}\/\d{2}\/[0-9a-f]{8}-foto-da-acao\.png$/)
  expect(request?.contentType).toBe('image/png')
  expect(await request?.body?.text()).toBe('PNGDATA')
  expect(request?.headers.get('x-upsert')).toBe('false')

  const url = publicUrlOf(request?.path ?? '')
  expect(address()).toHaveValue(url)
  const group = screen.getByRole('group', { name: /Imagem de capa/ })
  expect(group).not.toHaveAttribute('aria-busy')
  const preview = group.querySelector('img')
  expect(preview).toHaveAttribute('src', url)
  expect(preview).toHaveAttribute('alt', '')
  expect(within(group).getByText(/-foto-da-acao\.png$/)).toBeInTheDocument()
  expect(chooser()).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()
})

test('a file dropped on the field is checked and sent like a picked one', async () => {
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  renderWithProviders(<Harness />)
  const zone = screen.getByText('Nenhum arquivo escolhido.').parentElement as HTMLElement
  const dataTransfer = { files: [testFile('arrastada.gif', 'image/gif')], types: ['Files'] }
  fireEvent.dragOver(zone, { dataTransfer })
  fireEvent.drop(zone, { dataTransfer })
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Arquivo enviado.'))
  expect(bucket.requests[0]?.path).toMatch(/^programas\/.*-arrastada\.gif$/)
  expect(address()).toHaveValue(publicUrlOf(bucket.requests[0]?.path ?? ''))
})

test('a refusal from Storage shows the permission message and keeps the previous value', async () => {
  const bucket = storageBucket([], { denyWrites: true })
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness initial="/images/antigo.png" />)
  await user.upload(fileInput(), testFile('foto.jpg', 'image/jpeg'))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.',
  )
  expect(bucket.requests).toHaveLength(1)
  expect(address()).toHaveValue('/images/antigo.png')
  expect(screen.getByRole('status')).not.toHaveTextContent('Arquivo enviado.')
  expect(chooser()).toBeEnabled()
})

test('typing an address sets the value and shows it', async () => {
  const { user } = renderWithProviders(<Harness />)
  expect(screen.getByText('Nenhum arquivo escolhido.')).toBeInTheDocument()
  await user.type(address(), '/images/programas/horta.webp')
  expect(address()).toHaveValue('/images/programas/horta.webp')
  expect(screen.getByText('horta.webp')).toBeInTheDocument()
})

test('"Remover" clears the value and sends nothing', async () => {
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness initial="/images/antigo.png" />)
  await user.click(screen.getByRole('button', { name: 'Remover' }))
  expect(address()).toHaveValue('')
  expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument()
  expect(screen.getByText('Nenhum arquivo escolhido.')).toBeInTheDocument()
  await waitFor(() => expect(chooser()).toHaveFocus())
  expect(bucket.requests).toHaveLength(0)
})

test('a document field takes a PDF and links to it instead of previewing it', async () => {
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness accept="document" />)
  await user.upload(fileInput(), testFile('Relatório 2025.pdf', 'application/pdf'))
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Arquivo enviado.'))
  const link = screen.getByRole('link', { name: /Abrir arquivo/ })
  expect(link).toHaveAttribute('href', publicUrlOf(bucket.requests[0]?.path ?? ''))
  expect(link).toHaveAttribute('target', '_blank')
  expect(bucket.requests[0]?.path).toMatch(/relatorio-2025\.pdf$/)
})

test('an address that is not http(s) or a site path is neither linked nor loaded', async () => {
  const { user } = renderWithProviders(<Harness accept="document" />)
  await user.type(address(), 'javascript:alert(1)')
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  await user.clear(address())
  await user.type(address(), '/docs/estatuto.pdf')
  expect(screen.getByRole('link', { name: /Abrir arquivo/ })).toHaveAttribute(
    'href',
    '/docs/estatuto.pdf',
  )
})

test("the form's own error shows under the field and marks the address invalid", () => {
  renderWithProviders(<Harness error="Envie uma imagem ou informe o endereço." />)
  expect(screen.getByRole('alert')).toHaveTextContent('Envie uma imagem ou informe o endereço.')
  expect(address()).toHaveAttribute('aria-invalid', 'true')
  expect(address()).toHaveAccessibleDescription(
    expect.stringContaining('Envie uma imagem ou informe o endereço.'),
  )
  expect(address()).toBeRequired()
})

test('the upload button opens the file picker from the keyboard', async () => {
  const { user } = renderWithProviders(<Harness />)
  let opened = 0
  fileInput().addEventListener('click', () => (opened += 1))
  chooser().focus()
  await user.keyboard('{Enter}')
  expect(opened).toBe(1)
})
