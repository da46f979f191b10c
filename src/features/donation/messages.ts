// pt-BR texts of the donation dialog.
export const donationMessages = {
  title: 'Faça uma Doação',
  subtitle: 'Sua contribuição é muito importante para nós!',
  pixHeading: 'PIX',
  qrHint: 'Aponte a câmera do app do seu banco para o QR Code.',
  amountLegend: 'Valor da doação',
  amountFree: 'Você escolhe',
  amountOther: 'Outro valor',
  otherAmountLabel: 'Outro valor (R$)',
  otherAmountHint: 'Por exemplo: 35,00',
  amountErrors: {
    empty: 'Digite o valor da doação, por exemplo 35,00.',
    invalid: 'Valor inválido. Use apenas números, com vírgula para os centavos (ex.: 1.234,56).',
    zero: 'O valor precisa ser maior que zero.',
    'too-large': 'O valor máximo por aqui é R$ 1.000.000,00.',
  },
  qrLabel: (amount: string | null) =>
    amount
      ? `QR Code PIX para doar ${amount} ao MOV`
      : 'QR Code PIX para doar ao MOV (valor escolhido no app do banco)',
  amountCaption: (amount: string | null) =>
    amount ? `Valor: ${amount}` : 'Valor: você digita no app do banco',
  copyPasteLabel: 'PIX Copia e Cola',
  keyLabel: 'Chave PIX (CNPJ)',
  /** Under the CNPJ's fields (the PIX key, the company name). */
  cnpjHint: (cnpj: string) => `CNPJ ${cnpj}`,
  bankHeading: 'Transferência bancária',
  branchLabel: 'Agência',
  accountLabel: 'Conta',
  institutionLabel: 'Instituição',
  companyLabel: 'Razão social',
  /** Each value as the copy announcement names it ("<item> copiado!", copy-field.tsx). */
  branchItem: 'Número da agência',
  accountItem: 'Número da conta',
  institutionItem: 'Código da instituição',
  companyItem: 'Nome da empresa',
  copyPasteItem: 'Código PIX Copia e Cola',
  keyItem: 'CNPJ (chave PIX)',
  copy: 'Copiar',
  copyButton: (what: string) => `Copiar ${what}`,
  copyPasteButton: 'Copiar código Pix (copia e cola)',
  copyPasteHint: 'No app do seu banco, escolha Pix copia e cola e cole o código.',
  showQr: 'Mostrar QR Code',
  hideQr: 'Ocultar QR Code',
  copyAllButton: 'Copiar todos os dados',
  copyAllAnnouncement: 'Dados bancários copiados!',
  copyAllFailed: 'Não foi possível copiar. Copie cada dado pelo seu botão.',
  bankLine: {
    bank: 'Banco',
    branch: 'Agência',
    account: 'Conta',
    company: 'Razão social',
    cnpj: 'CNPJ',
  },
  copiedTitle: (item: string) => `${item} copiado!`,
  /** The description of every copy toast (specification, donation dialog). */
  copiedDescription: 'Copiado para a área de transferência!',
  copyFailedDescription:
    'Não foi possível copiar. O texto já está selecionado: pressione Ctrl+C (⌘+C no Mac) ou toque e segure e escolha "Copiar".',
  pageIntro:
    'Doe pelo Pix em segundos ou faça uma transferência bancária. Todo valor ajuda o MOV a levar seus programas a mais jovens.',
} as const
