import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { decodePixPayload } from '../brcode'
import { DonationDialog } from './donation-dialog'

function setup() {
  const onOpenChange = vi.fn()
  const utils = renderWithProviders(<DonationDialog open onOpenChange={onOpenChange} />)
  return { ...utils, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Faça uma Doação' }) }
}

/** The toast on screen: the specification's "<item> copiado!" / "Copiado para a área de transferência!". */
async function copyToast(title: string) {
  await waitFor(() => {
    const open = [...document.querySelectorAll('[data-variant][data-state="open"]')]
    expect(open).toHaveLength(1)
    expect(open[0]).toHaveTextContent(`${title}Copiado para a área de transferência!`)
  })
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

test('after the amount, the first action is the full-width "Copiar código Pix (copia e cola)"', async () => {
  const { user, dialog } = setup()
  const buttons = within(dialog).getAllByRole('button')
  const amountRadios = within(dialog).getAllByRole('radio')
  const main = within(dialog).getByRole('button', { name: 'Copiar código Pix (copia e cola)' })
  // Everything between the last amount and the main button is text, not another control.
  const lastRadio = amountRadios[amountRadios.length - 1]!
  const controls = [...dialog.querySelectorAll('button, input, textarea, select')]
  expect(controls[controls.indexOf(lastRadio) + 1]).toBe(main)
  expect(buttons).toContain(main)
  expect(main).toHaveAccessibleDescription(/Pix copia e cola e cole o código/)

  await user.click(main)
  expect(main).toHaveTextContent('Copiado')
  await expect(navigator.clipboard.readText()).resolves.toBe(payloadField().value)
  // The specified toast, besides the button's own "Copiado" (e2e proves it covers no control).
  await copyToast('Código PIX Copia e Cola copiado!')
})

test('"Copiado" stays on the button for a few seconds, then it reads "Copiar" again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const { user } = setup()
  const button = screen.getByRole('button', { name: 'Copiar Agência' })
  await user.click(button)
  expect(button).toHaveTextContent('Copiado')
  await copyToast('Número da agência copiado!')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(3100)
  })
  expect(button).toHaveTextContent(/^Copiar$/)
  expect(button).toHaveAccessibleName('Copiar Agência')
})

test('each bank detail and the PIX key keep their own copy button', async () => {
  const { user } = setup()
  const cases = [
    ['Copiar Chave PIX (CNPJ)', 'CNPJ (chave PIX) copiado!', '11222333000181'],
    ['Copiar Agência', 'Número da agência copiado!', '0001'],
    ['Copiar Conta', 'Número da conta copiado!', '1234567-8'],
    ['Copiar Instituição', 'Código da instituição copiado!', '403'],
    ['Copiar Razão social', 'Nome da empresa copiado!', 'MOV Juventudes'],
  ] as const
  for (const [name, announcement, text] of cases) {
    const button = screen.getByRole('button', { name })
    await user.click(button)
    expect(button).toHaveTextContent('Copiado')
    await copyToast(announcement)
    await expect(navigator.clipboard.readText()).resolves.toBe(text)
  }
})

test('"Copiar todos os dados" copies every bank detail in one text', async () => {
  const { user } = setup()
  const button = screen.getByRole('button', { name: 'Copiar todos os dados' })
  await user.click(button)
  expect(button).toHaveTextContent('Copiado')
  await copyToast('Dados bancários copiados!')
  await expect(navigator.clipboard.readText()).resolves.toBe(
    [
      'Banco: 403 — Cora SCD',
      'Agência: 0001',
      'Conta: 1234567-8',
      'Razão social: MOV Juventudes',
      'CNPJ: 11.222.333/0001-81',
    ].join('\n'),
  )
})

test('the QR code sits behind "Mostrar QR Code", a toggle that says whether it is open', async () => {
  const { user, dialog } = setup()
  const toggle = within(dialog).getByRole('button', { name: 'Mostrar QR Code' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const qr = within(dialog).getByRole('img', { name: /QR Code PIX/ })
  expect(toggle).toHaveAttribute('aria-controls', qr.closest('figure')?.id)
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(toggle).toHaveAccessibleName('Ocultar QR Code')
  await user.click(toggle)
  expect(toggle).toHaveAccessibleName('Mostrar QR Code')
})

test('when the clipboard is refused the button says so and the text is selected to copy by hand', async () => {
  const { user } = setup()
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('denied', 'NotAllowedError'),
  )
  const button = screen.getByRole('button', { name: 'Copiar Conta' })
  await user.click(button)
  expect(button).toHaveTextContent('Não foi possível copiar')
  expect(screen.getByText(/pressione Ctrl\+C/)).toHaveAttribute('aria-live', 'polite')
  expect(screen.queryByText('Número da conta copiado!')).not.toBeInTheDocument()
  const field = screen.getByLabelText<HTMLInputElement>('Conta')
  expect(field).toHaveFocus()
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, '1234567-8'.length])

  const main = screen.getByRole('button', { name: 'Copiar código Pix (copia e cola)' })
  await user.click(main)
  expect(main).toHaveTextContent('Não foi possível copiar')
  expect(payloadField()).toHaveFocus()
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
