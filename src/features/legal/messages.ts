// pt-BR texts shared by the legal pages (their sections live in the page components).
export const legalMessages = {
  /** The date of the privacy notice and of the accessibility statement. */
  updated: { iso: '2026-11-25', text: '25 de novembro de 2026' },
  /** Business days within which a reported accessibility barrier gets an answer. */
  barrierAnswerDays: 5,
} as const
