// The organisation's identity. The specification withholds the real values: every value marked
// EXAMPLE must be replaced with the movement's real data before going online.

export const organization = {
  shortName: 'MOV',
  tagline: 'Conectando jovens ao futuro.',
  /** EXAMPLE */
  legalName: 'Movimento MOV Juventudes (exemplo)',
  /** EXAMPLE: company name shown for bank transfers and in the PIX payload (at most 25 characters there). */
  companyName: 'MOV Juventudes',
  /** EXAMPLE */
  address: {
    street: 'Rua do Futuro, 100 — Sala 12',
    district: 'Centro',
    city: 'Maceió',
    state: 'AL',
    postalCode: '57020-000',
  },
  /** EXAMPLE: shown formatted, dialled as `phoneE164`. */
  phone: '(82) 3000-0000',
  phoneE164: '+558230000000',
  /** EXAMPLE */
  email: 'contato@mov.org.br',
  /**
   * EXAMPLE: the person in charge of personal data (encarregado, LGPD art. 41), named in the
   * privacy notice; requests about personal data go to this e-mail.
   */
  dataProtectionOfficer: {
    name: 'Encarregado(a) de dados do MOV (exemplo)',
    email: 'privacidade@mov.org.br',
  },
  /** EXAMPLE (a syntactically valid CNPJ with correct check digits, not a real registration). */
  cnpj: '11.222.333/0001-81',
  /** EXAMPLE: the PIX key is the CNPJ, 14 digits, no punctuation (DICT format). */
  pixKey: '11222333000181',
  /** City written in the PIX payload (at most 15 characters, no accents). */
  pixCity: 'MACEIO',
  bank: {
    branch: '0001',
    /** EXAMPLE */
    account: '1234567-8',
    institutionCode: '403',
    institutionName: 'Cora SCD',
  },
  links: {
    /** EXAMPLE: the executive (internal management) system. */
    executiveSystem: 'https://sistema.mov.org.br',
    /** EXAMPLE: the transparency portal. */
    transparencyPortal: 'https://transparencia.mov.org.br',
  },
  sdgSeal: {
    image: '/images/selo-ods.webp',
    text: 'Movimento certificado com o Selo ODS 2025-2026',
  },
} as const

export function formatAddress(a = organization.address): string {
  return `${a.street}, ${a.district}, ${a.city} - ${a.state}, CEP ${a.postalCode}`
}
