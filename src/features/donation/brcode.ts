// Static PIX BR Code (EMV merchant-presented QR payload), per the Banco Central's "Manual de Padrões
// para Iniciação do Pix". See docs/contracts/PIX-BRCODE.md for the facts used here.

const PIX_GUI = 'br.gov.bcb.pix'
const MAX_PAYLOAD_LENGTH = 512
const MAX_MERCHANT_NAME = 25
const MAX_MERCHANT_CITY = 15
const MAX_MERCHANT_ACCOUNT = 99
const NO_TXID = '***'

/** ID + 2-digit length + value. */
function tlv(id: string, value: string): string {
  if (value.length < 1 || value.length > 99) {
    throw new RangeError(`BR Code field ${id} must hold 1 to 99 characters (got ${value.length})`)
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Removes accents and anything outside letters, digits and spaces; collapses spaces; cuts to `max`. */
export function sanitizeText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** "50.00" for 5000 cents. */
export function formatPixAmount(amountInCents: number): string {
  return (amountInCents / 100).toFixed(2)
}

interface PixPayloadInput {
  /** The PIX key in DICT format (CNPJ: 14 digits; random key: lower-case UUID ...). */
  key: string
  merchantName: string
  merchantCity: string
  /** Amount in cents; omitted (null/undefined/0) lets the payer type it. */
  amountInCents?: number | null
  /** `[A-Za-z0-9]{1,25}`; `***` when absent. */
  txid?: string
  /** Optional free text for the payer (field 26-02). */
  description?: string
}

/** Builds the static BR Code payload, CRC included. Throws on inputs that cannot make a valid code. */
export function buildPixPayload(input: PixPayloadInput): string {
  const key = input.key.trim()
  if (!key) throw new RangeError('The PIX key is required')
  const name = sanitizeText(input.merchantName, MAX_MERCHANT_NAME)
  const city = sanitizeText(input.merchantCity, MAX_MERCHANT_CITY)
  if (!name) throw new RangeError('The merchant name is empty after sanitising')
  if (!city) throw new RangeError('The merchant city is empty after sanitising')
  const txid = input.txid ?? NO_TXID
  if (txid !== NO_TXID && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('Invalid txid')

  const description = input.description ? sanitizeText(input.description, 72) : ''
  const account = tlv('00', PIX_GUI) + tlv('01', key) + (description ? tlv('02', description) : '')
  if (account.length > MAX_MERCHANT_ACCOUNT)
    throw new RangeError('Merchant account information exceeds 99 characters')

  const amount = input.amountInCents
  if (amount != null && (!Number.isInteger(amount) || amount < 0))
    throw new RangeError('Invalid amount')

  const body =
    tlv('00', '01') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (amount ? tlv('54', formatPixAmount(amount)) : '') +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', txid)) +
    '6304'
  const payload = body + crc16(body)
  if (payload.length > MAX_PAYLOAD_LENGTH)
    throw new RangeError('The BR Code exceeds 512 characters')
  return payload
}

interface DecodedPixPayload {
  key: string
  merchantName: string
  merchantCity: string
  /** Amount as written ("50.00"), or null when absent. */
  amount: string | null
  txid: string
  description: string | null
  /** Every top-level field by ID, in order. */
  fields: Array<{ id: string; value: string }>
}

type DecodeResult = { ok: true; value: DecodedPixPayload } | { ok: false; error: string }

function parseTlv(text: string): Array<{ id: string; value: string }> | string {
  const out: Array<{ id: string; value: string }> = []
  let i = 0
  while (i < text.length) {
    const id = text.slice(i, i + 2)
    const lenText = text.slice(i + 2, i + 4)
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lenText)) return `malformed field at position ${i}`
    const len = Number(lenText)
    const value = text.slice(i + 4, i + 4 + len)
    if (len === 0 || value.length !== len) return `field ${id} is truncated`
    out.push({ id, value })
    i += 4 + len
  }
  return out
}

/** Parses and validates a static PIX BR Code: structure, mandatory fields, formats and CRC. */
export function decodePixPayload(payload: string): DecodeResult {
  const fail = (error: string): DecodeResult => ({ ok: false, error })
  if (payload.length > MAX_PAYLOAD_LENGTH) return fail('payload longer than 512 characters')
  if (!/^[\x20-\x7e]+$/.test(payload))
    return fail('payload holds characters outside printable ASCII')
  const crcMatch = /6304([0-9A-F]{4})$/.exec(payload)
  if (!crcMatch) return fail('missing CRC field (6304) at the end')
  const expectedCrc = crc16(payload.slice(0, -4))
  if (crcMatch[1] !== expectedCrc) return fail(`CRC mismatch: expected ${expectedCrc}`)

  const fields = parseTlv(payload)
  if (typeof fields === 'string') return fail(fields)
  const first = fields[0]
  const last = fields[fields.length - 1]
  if (!first || first.id !== '00' || first.value !== '01')
    return fail('field 00 must come first with value 01')
  if (!last || last.id !== '63') return fail('field 63 must come last')
  const get = (id: string) => fields.find((f) => f.id === id)?.value

  const account = get('26')
  if (!account) return fail('missing merchant account information (26)')
  const accountFields = parseTlv(account)
  if (typeof accountFields === 'string') return fail(`field 26: ${accountFields}`)
  const gui = accountFields.find((f) => f.id === '00')?.value
  const key = accountFields.find((f) => f.id === '01')?.value
  if (gui?.toLowerCase() !== PIX_GUI) return fail('field 26 must hold the GUI br.gov.bcb.pix')
  if (!key) return fail('field 26 must hold the PIX key (01)')

  if (get('52') !== '0000') return fail('merchant category code (52) must be 0000')
  if (get('53') !== '986') return fail('currency (53) must be 986')
  const amount = get('54') ?? null
  if (amount !== null && (!/^\d{1,10}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)) {
    return fail('amount (54) must be a positive dot-decimal number')
  }
  if (get('58') !== 'BR') return fail('country code (58) must be BR')
  const name = get('59')
  const city = get('60')
  if (!name || name.length > MAX_MERCHANT_NAME)
    return fail('merchant name (59) must hold 1 to 25 characters')
  if (!city || city.length > MAX_MERCHANT_CITY)
    return fail('merchant city (60) must hold 1 to 15 characters')
  const additional = get('62')
  if (!additional) return fail('missing additional data field (62)')
  const additionalFields = parseTlv(additional)
  if (typeof additionalFields === 'string') return fail(`field 62: ${additionalFields}`)
  const txid = additionalFields.find((f) => f.id === '05')?.value
  if (!txid || (txid !== NO_TXID && !/^[A-Za-z0-9]{1,25}$/.test(txid)))
    return fail('txid (62-05) must be *** or 1 to 25 letters and digits')

  return {
    ok: true,
    value: {
      key,
      merchantName: name,
      merchantCity: city,
      amount,
      txid,
      description: accountFields.find((f) => f.id === '02')?.value ?? null,
      fields,
    },
  }
}
