import { expect, test } from 'vitest'
import { parseBRLAmount } from './amount'
import { buildPixPayload, crc16, decodePixPayload, formatPixAmount, sanitizeText } from './brcode'

// Published in the Banco Central's BR Code manual (static code, random key, no amount).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

const org = { key: '11222333000181', merchantName: 'MOV JUVENTUDES', merchantCity: 'MACEIO' }

test('the builder reproduces the Banco Central published example exactly', () => {
  expect(
    buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    }),
  ).toBe(BCB_EXAMPLE)
})

test('CRC16-CCITT-FALSE gives 1D3D for the example and 29B1 for the standard check string', () => {
  expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D')
  expect(crc16('123456789')).toBe('29B1')
})

test('the decoder accepts the published example and reads its fields', () => {
  const result = decodePixPayload(BCB_EXAMPLE)
  expect(result).toEqual({
    ok: true,
    value: expect.objectContaining({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      amount: null,
      txid: '***',
    }),
  })
})

test('the decoder rejects the example when any character before the CRC changes', () => {
  const body = BCB_EXAMPLE.slice(0, -4)
  for (let i = 0; i < body.length; i += 1) {
    const replacement = body[i] === 'A' ? 'B' : 'A'
    const changed = body.slice(0, i) + replacement + body.slice(i + 1) + BCB_EXAMPLE.slice(-4)
    expect(decodePixPayload(changed).ok, `position ${i}`).toBe(false)
  }
})

test('the decoder rejects a changed CRC, a truncated payload and a wrong GUI even with a fixed CRC', () => {
  expect(decodePixPayload(BCB_EXAMPLE.replace(/1D3D$/, '1D3E'))).toEqual({
    ok: false,
    error: expect.stringContaining('CRC'),
  })
  expect(decodePixPayload(BCB_EXAMPLE.slice(0, 60)).ok).toBe(false)
  const wrongGui = BCB_EXAMPLE.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.pox')
  expect(decodePixPayload(wrongGui + crc16(wrongGui))).toEqual({
    ok: false,
    error: expect.stringContaining('GUI'),
  })
})

test('a built code with the CNPJ key and an amount decodes back to the same values', () => {
  const payload = buildPixPayload({ ...org, amountInCents: 5000 })
  const decoded = decodePixPayload(payload)
  expect(decoded.ok).toBe(true)
  if (!decoded.ok) return
  expect(decoded.value).toMatchObject({
    key: '11222333000181',
    merchantName: 'MOV JUVENTUDES',
    merchantCity: 'MACEIO',
    amount: '50.00',
    txid: '***',
  })
  expect(payload).toContain('0114' + '11222333000181')
  expect(payload).toContain('540550.00')
  expect(payload.startsWith('000201')).toBe(true)
  expect(payload).toMatch(/6304[0-9A-F]{4}$/)
})

test('field lengths are two-digit character counts, including the templates 26 and 62', () => {
  const payload = buildPixPayload(org)
  // 26: 0014br.gov.bcb.pix (18) + 011411222333000181 (18) = 36
  expect(payload).toContain('26360014br.gov.bcb.pix011411222333000181')
  expect(payload).toContain('5914MOV JUVENTUDES')
  expect(payload).toContain('6006MACEIO')
  expect(payload).toContain('62070503***')
})

test('without an amount the code has no field 54, so the payer types it', () => {
  expect(decodePixPayload(buildPixPayload(org))).toMatchObject({
    ok: true,
    value: { amount: null },
  })
  expect(decodePixPayload(buildPixPayload({ ...org, amountInCents: null }))).toMatchObject({
    ok: true,
    value: { amount: null },
  })
  expect(buildPixPayload(org)).not.toMatch(/5802BR.*54\d{2}/)
  expect(buildPixPayload(org)).toContain('5303986' + '5802BR')
})

test('amounts are written with a dot and two decimals', () => {
  expect(formatPixAmount(2000)).toBe('20.00')
  expect(formatPixAmount(3550)).toBe('35.50')
  expect(formatPixAmount(123456)).toBe('1234.56')
  expect(formatPixAmount(1)).toBe('0.01')
  expect(buildPixPayload({ ...org, amountInCents: 123456 })).toContain('54071234.56')
})

test('accents and symbols are removed from the name and the city, cut to 25 and 15 characters', () => {
  expect(sanitizeText('Associação São João — Ação!', 25)).toBe('Associacao Sao Joao Acao')
  const payload = buildPixPayload({
    key: org.key,
    merchantName: 'Movimento Juventudes do Brasil Região Nordeste',
    merchantCity: 'São José dos Campos do Sul',
  })
  const decoded = decodePixPayload(payload)
  expect(decoded.ok).toBe(true)
  if (!decoded.ok) return
  expect(decoded.value.merchantName).toBe('Movimento Juventudes do B')
  expect(decoded.value.merchantName).toHaveLength(25)
  expect(decoded.value.merchantCity).toBe('Sao Jose dos Ca')
  expect(decoded.value.merchantCity).toHaveLength(15)
  expect(payload).toMatch(/^[\x20-\x7e]+$/)
})

test('the payload stays within 512 characters, and the builder refuses keys that overflow field 26', () => {
  const payload = buildPixPayload({
    ...org,
    amountInCents: 99_999_999,
    description: 'Doacao para o MOV',
  })
  expect(payload.length).toBeLessThanOrEqual(512)
  expect(decodePixPayload(payload)).toMatchObject({
    ok: true,
    value: { description: 'Doacao para o MOV' },
  })
  expect(() => buildPixPayload({ ...org, key: 'x'.repeat(90) })).toThrow(RangeError)
  expect(decodePixPayload('0'.repeat(513)).ok).toBe(false)
})

test('pt-BR amounts typed by the donor are read in cents', () => {
  expect(parseBRLAmount('35')).toEqual({ ok: true, cents: 3500 })
  expect(parseBRLAmount('35,5')).toEqual({ ok: true, cents: 3550 })
  expect(parseBRLAmount('R$ 1.234,56')).toEqual({ ok: true, cents: 123456 })
  expect(parseBRLAmount('1234,56')).toEqual({ ok: true, cents: 123456 })
  expect(parseBRLAmount('')).toEqual({ ok: false, reason: 'empty' })
  expect(parseBRLAmount('abc')).toEqual({ ok: false, reason: 'invalid' })
  expect(parseBRLAmount('12,345')).toEqual({ ok: false, reason: 'invalid' })
  expect(parseBRLAmount('12.5')).toEqual({ ok: false, reason: 'invalid' })
  expect(parseBRLAmount('-5')).toEqual({ ok: false, reason: 'invalid' })
  expect(parseBRLAmount('0,00')).toEqual({ ok: false, reason: 'zero' })
  expect(parseBRLAmount('2.000.000')).toEqual({ ok: false, reason: 'too-large' })
})
