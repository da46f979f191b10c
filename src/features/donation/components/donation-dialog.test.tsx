import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { decodePixPayload } from '../brcode'
import { DonationDialog } from './donation-dialog'

function setup() {
  const onOpenChange = vi.fn()
  const utils = renderWithProviders(<DonationDialog open onOpenChange={onOpenChange} />)
  return { ...utils, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Faça uma Doação' }) }
}

function payloadField() {
  return screen.getByLabelText<HTMLTextAreaElement>('PIX Copia e Cola')
}

test('the dialog shows its title, subtitle, a QR code with an accessible name and the bank details', () => {
  const { dialog } = setup()
  expect(dialog).toHaveAccessibleDescription('Sua contribuição é muito importante para nós!')
  expect(within(dialog).getByRole('img', { name: /QR Code PIX/ })).toBeInTheDocument()
  expect(screen.getByLabelText('Chave PIX (CNPJ)')).toHaveValue('11222333000181')
  expect(screen.getByLabelText('Agência')).toHaveValue('0001')
  expect(screen.getByLabelText('Conta')).toHaveValue('1234567-8')
  expect(screen.getByLabelText('Instituição')).toHaveValue('403')
  expect(screen.getByLabelText('Instituição')).toHaveAccessibleDescription('403 — Cora SCD')
  expect(screen.getByLabelText('Razão social')).toHaveValue('MOV Juventudes')
})

test('the PIX Copia e Cola text is a valid BR Code with the CNPJ key and no amount by default', () => {
  setup()
  const decoded = decodePixPayload(payloadField().value)
  expect(decoded).toMatchObject({
    ok: true,
    value: {
      key: '11222333000181',
      amount: null,
      merchantName: 'MOV JUVENTUDES',
      merchantCity: 'MACEIO',
    },
  })
  expect(screen.getByRole('img', { name: /QR Code PIX/ })).toHaveAttribute(
    'data-payload',
    payloadField().value,
  )
})

test('copying the PIX key writes the 14 digits and shows the copied toast', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'Copiar Chave PIX (CNPJ)' }))
  expect(await screen.findByText('CNPJ (chave PIX) copiado!')).toBeInTheDocument()
  expect(screen.getByText('Copiado para a área de transferência!')).toBeInTheDocument()
  await expect(navigator.clipboard.readText()).resolves.toBe('11222333000181')
})

test('each bank detail and the Copia e Cola code have their own copy button and toast', async () => {
  const { user } = setup()
  const cases = [
    ['Copiar Agência', 'Número da agência copiado!', '0001'],
    ['Copiar Conta', 'Número da conta copiado!', '1234567-8'],
    ['Copiar Instituição', 'Código da instituição copiado!', '403'],
    ['Copiar Razão social', 'Nome da empresa copiado!', 'MOV Juventudes'],
    ['Copiar PIX Copia e Cola', 'Código PIX Copia e Cola copiado!', payloadField().value],
  ] as const
  for (const [button, title, text] of cases) {
    await user.click(screen.getByRole('button', { name: button }))
    expect(await screen.findByText(title)).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(text)
  }
})

test('when the clipboard is refused the text is selected and a toast explains how to copy by hand', async () => {
  const { user } = setup()
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('denied', 'NotAllowedError'),
  )
  await user.click(screen.getByRole('button', { name: 'Copiar Conta' }))
  expect(await screen.findByText('Não foi possível copiar automaticamente')).toBeInTheDocument()
  expect(screen.getByText(/pressione Ctrl\+C/)).toBeInTheDocument()
  expect(screen.queryByText('Número da conta copiado!')).not.toBeInTheDocument()
  const field = screen.getByLabelText<HTMLInputElement>('Conta')
  expect(field).toHaveFocus()
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, '1234567-8'.length])
})

test('picking an amount puts it in the payload and the QR code', async () => {
  const { user } = setup()
  const before = payloadField().value
  const modulesBefore = screen
    .getByRole('img', { name: /QR Code PIX/ })
    .querySelector('path')
    ?.getAttribute('d')
  await user.click(screen.getByRole('radio', { name: 'R$ 50' }))
  const payload = payloadField().value
  expect(payload).not.toBe(before)
  expect(decodePixPayload(payload)).toMatchObject({ ok: true, value: { amount: '50.00' } })
  const qr = screen.getByRole('img', { name: 'QR Code PIX para doar R$ 50,00 ao MOV' })
  expect(qr).toHaveAttribute('data-payload', payload)
  expect(qr.querySelector('path')?.getAttribute('d')).not.toBe(modulesBefore)
  expect(screen.getByText('Valor: R$ 50,00')).toBeInTheDocument()

  await user.click(screen.getByRole('radio', { name: 'R$ 100' }))
  expect(decodePixPayload(payloadField().value)).toMatchObject({
    ok: true,
    value: { amount: '100.00' },
  })
})

test('another amount typed in pt-BR updates the code, and an invalid one is explained next to the field', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('radio', { name: 'Outro valor' }))
  const input = screen.getByRole('textbox', { name: 'Outro valor (R$)' })
  await user.type(input, '1.234,5')
  expect(decodePixPayload(payloadField().value)).toMatchObject({
    ok: true,
    value: { amount: '1234.50' },
  })
  expect(
    screen.getByRole('img', { name: 'QR Code PIX para doar R$ 1.234,50 ao MOV' }),
  ).toBeInTheDocument()

  await user.clear(input)
  await user.type(input, '12,345')
  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Valor inválido'))
  expect(decodePixPayload(payloadField().value)).toMatchObject({
    ok: true,
    value: { amount: null },
  })
})
