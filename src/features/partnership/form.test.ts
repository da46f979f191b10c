import { expect, test } from 'vitest'
import {
  emptyPartnershipForm,
  formatErrors,
  isValidEmail,
  missingRequired,
  normalizeInstagramUrl,
  normalizeSiteUrl,
  toPartnershipRow,
} from './form'

test('a site typed without a scheme gets https://, and non-addresses are refused', () => {
  expect(normalizeSiteUrl('mov.org.br')).toBe('https://mov.org.br')
  expect(normalizeSiteUrl('  www.mov.org.br/sobre ')).toBe('https://www.mov.org.br/sobre')
  expect(normalizeSiteUrl('http://mov.org.br')).toBe('http://mov.org.br')
  expect(normalizeSiteUrl('')).toBeNull()
  expect(normalizeSiteUrl('mov')).toBeUndefined()
  expect(normalizeSiteUrl('ftp://mov.org.br')).toBeUndefined()
  expect(normalizeSiteUrl('javascript:alert(1)')).toBeUndefined()
  expect(normalizeSiteUrl('meu site.com')).toBeUndefined()
  expect(normalizeSiteUrl('https://mov.org.br\\@evil.example')).toBeUndefined()
  expect(normalizeSiteUrl('mov.org.br/%5C%5Cevil.example')).toBeUndefined()
})

test('an Instagram @handle becomes a profile link, and links elsewhere are refused', () => {
  expect(normalizeInstagramUrl('@mov.juventudes')).toBe('https://instagram.com/mov.juventudes')
  expect(normalizeInstagramUrl('mov_juventudes')).toBe('https://instagram.com/mov_juventudes')
  expect(normalizeInstagramUrl('instagram.com/mov')).toBe('https://instagram.com/mov')
  expect(normalizeInstagramUrl('https://www.instagram.com/mov/')).toBe(
    'https://www.instagram.com/mov/',
  )
  expect(normalizeInstagramUrl('')).toBeNull()
  expect(normalizeInstagramUrl('https://example.com/mov')).toBeUndefined()
  expect(normalizeInstagramUrl('@ mov')).toBeUndefined()
  expect(normalizeInstagramUrl('https://instagram.com\\@evil.example')).toBeUndefined()
})

test('e-mails need a local part, an @ and a dotted domain', () => {
  expect(isValidEmail('ana@aurora.org.br')).toBe(true)
  expect(isValidEmail('ana@aurora')).toBe(false)
  expect(isValidEmail('ana aurora@x.org')).toBe(false)
  expect(isValidEmail('@aurora.org')).toBe(false)
})

test('required fields are checked per step and formats only when filled', () => {
  const values = emptyPartnershipForm()
  expect(missingRequired(values, 0)).toEqual(['organization_name', 'contact_name'])
  expect(missingRequired(values, 1)).toEqual(['email'])
  expect(missingRequired(values, 2)).toEqual([])
  expect(missingRequired(values, 3)).toEqual([
    'partnership_type',
    'organization_description',
    'proposal',
  ])
  expect(missingRequired({ ...values, organization_name: '   ', contact_name: 'Ana' }, 0)).toEqual([
    'organization_name',
  ])
  expect(formatErrors(values, 2)).toEqual({})
  expect(
    Object.keys(formatErrors({ ...values, site_url: 'x', instagram_url: 'https://x.com/y' }, 2)),
  ).toEqual(['site_url', 'instagram_url'])
})

test('the row holds the ten columns with empty optional fields as null, and the draft key', () => {
  const key = '0b7d9d8e-4c1a-4f5e-9a2b-3c4d5e6f7a8b'
  const row = toPartnershipRow(
    {
      ...emptyPartnershipForm(),
      organization_name: ' Aurora ',
      contact_name: 'Ana',
      email: 'ana@aurora.org.br',
      partnership_type: 'Outro',
      organization_description: 'ONG',
      proposal: 'Oficinas',
      website: 'ignored',
    },
    key,
  )
  expect(row).toEqual({
    organization_name: 'Aurora',
    contact_name: 'Ana',
    email: 'ana@aurora.org.br',
    phone: null,
    site_url: null,
    instagram_url: null,
    cnpj: null,
    partnership_type: 'Outro',
    organization_description: 'ONG',
    proposal: 'Oficinas',
    idempotency_key: key,
  })
})
