// pt-BR texts shared by the legal pages (their sections live in the page components).
// Their head tags live here rather than in config/paths.ts's pageMeta, which ships with the app
// shell: only these pages need them.
export const legalMessages = {
  lastUpdated: 'Última atualização:',
  onThisPage: 'Nesta página',
  privacy: {
    title: 'Política de privacidade',
    description:
      'Como o MOV trata os seus dados pessoais (LGPD): o que coletamos, para quê, por quanto tempo e como exercer seus direitos.',
  },
  accessibility: {
    title: 'Declaração de acessibilidade',
    description:
      'O compromisso do MOV com a acessibilidade do site (WCAG 2.2 AA), o que ainda não está conforme e como relatar uma barreira.',
  },
  /** The date of the privacy notice and of the accessibility statement. */
  updated: { iso: '2026-11-25', text: '25 de novembro de 2026' },
  /** Business days within which a reported accessibility barrier gets an answer. */
  barrierAnswerDays: 5,
} as const
