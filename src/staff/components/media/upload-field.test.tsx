import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { installImageCodec } from '@/testing/image-codec'
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

test('a photo is optimized into its widths as WebP, and the largest becomes the value', async () => {
  let decode!: () => void
  const decoding = new Promise<void>((resolve) => (decode = resolve))
  installImageCodec({ width: 4000, height: 3000, beforeDecode: () => decoding })
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const bucket = storageBucket([], { beforeUpload: () => gate })
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness initial="/images/antigo.png" />)

  await user.upload(fileInput(), testFile('Foto da Ação.jpg', 'image/jpeg', { content: 'EXIF' }))

  // While the photo is being optimized, then sent: a status, a busy group, no second upload.
  expect(await screen.findByRole('status')).toHaveTextContent('Otimizando imagem…')
  expect(screen.getByRole('group', { name: /Imagem de capa/ })).toHaveAttribute('aria-busy', 'true')
  expect(chooser()).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Remover' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled()
  expect(bucket.requests).toHaveLength(0)
  decode()
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enviando arquivo...'))
  release()

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Arquivo enviado.'))
  // Every width, smallest first (the one a row stores last), WebP, one key prefix, no original.
  const widths = [320, 640, 960, 1280, 1920]
  expect(bucket.requests.map((r) => r.method)).toEqual(widths.map(() => 'upload'))
  const stem = /^programas\/\d{4}\/\d{2}\/[0-9a-f]{8}-foto-da-acao/.exec(
    bucket.requests[0]?.path ?? '',
  )?.[0]
  expect(stem).toBeDefined()
  for (const [i, w] of widths.entries()) {
    const request = bucket.requests[i]
    expect(request?.path).toBe(`${stem}_1920x1440_${w}.webp`)
    expect(request?.contentType).toBe('image/webp')
    expect(request?.headers.get('x-upsert')).toBe('false')
    expect(await request?.body?.text()).toBe(`image/webp ${w}x${(w * 3) / 4}`)
  }
  const url = publicUrlOf(`${stem}_1920x1440_1920.webp`)
  expect(address()).toHaveValue(url)
  const group = screen.getByRole('group', { name: /Imagem de capa/ })
  expect(group).not.toHaveAttribute('aria-busy')
  expect(group.querySelector('img')).toHaveAttribute('src', url)
  expect(chooser()).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()
})

test('a browser that cannot encode WebP saves resized JPEGs and says so', async () => {
  installImageCodec({ width: 1000, height: 500, encodes: ['image/jpeg'] })
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness />)
  await user.upload(fileInput(), testFile('foto.png', 'image/png'))
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Arquivo enviado. Seu navegador não gera imagens WebP; a foto foi salva em JPEG, redimensionada e sem metadados.',
    ),
  )
  expect(bucket.requests.map((r) => [r.path.replace(/^.*-foto/, ''), r.contentType])).toEqual([
    ['_1000x500_320.jpg', 'image/jpeg'],
    ['_1000x500_640.jpg', 'image/jpeg'],
    ['_1000x500_1000.jpg', 'image/jpeg'],
  ])
  expect(address()).toHaveValue(publicUrlOf(bucket.requests[2]?.path ?? ''))
})

test('an image the browser cannot read is refused in pt-BR, nothing is sent, the value stays', async () => {
  installImageCodec({ width: 1, height: 1, unreadable: true })
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  const { user } = renderWithProviders(<Harness initial="/images/antigo.png" />)
  await user.upload(fileInput(), testFile('quebrada.webp', 'image/webp'))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível ler esta imagem no navegador. Escolha outro arquivo JPG, PNG ou WebP.',
  )
  expect(bucket.requests).toHaveLength(0)
  expect(address()).toHaveValue('/images/antigo.png')
  expect(chooser()).toBeEnabled()
})

test('a GIF dropped on the field is sent as it is, like a picked one', async () => {
  const bucket = storageBucket()
  server.use(...bucket.handlers)
  renderWithProviders(<Harness />)
  const zone = screen.getByText('Nenhum arquivo escolhido.').parentElement as HTMLElement
  const gif = testFile('arrastada.gif', 'image/gif', { content: 'GIF89a' })
  const dataTransfer = { files: [gif], types: ['Files'] }
  fireEvent.dragOver(zone, { dataTransfer })
  fireEvent.drop(zone, { dataTransfer })
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Arquivo enviado.'))
  expect(bucket.requests).toHaveLength(1)
  expect(bucket.requests[0]?.path).toMatch(/^programas\/\d{4}\/\d{2}\/[0-9a-f]{8}-arrastada\.gif$/)
  expect(bucket.requests[0]?.contentType).toBe('image/gif')
  expect(await bucket.requests[0]?.body?.text()).toBe('GIF89a')
  expect(address()).toHaveValue(publicUrlOf(bucket.requests[0]?.path ?? ''))
})

test('a refusal from Storage shows the permission message and keeps the previous value', async () => {
  installImageCodec({ width: 800, height: 600 })
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
