// The pt-BR words of the shared primitives that many chunks load: error and not-found states,
// filter bar, fields, copy button, Markdown links, privacy consent and toaster. Plain string
// constants only: the build writes each one where it is used (vite.config.ts, rolldown's
// `inlineConst`) and this module leaves nothing behind. An object here would make it a chunk of its
// own, listed in the entry's preloads for the home page's dialogs (measured: +30 bytes gzip on a
// first load that has no room left, scripts/bench.mjs). Pagination's words, used by one primitive
// alone, stay in messages.ts.

// ErrorState
export const errorStateTitle = 'Não foi possível carregar o conteúdo.'
export const errorStateCheckConnection = 'Verifique sua conexão e tente novamente.'
export const errorStateRetry = 'Tentar novamente'

// FilterBar
export const filterOptionsError = 'Não foi possível carregar as opções de filtro.'

// ItemNotFound
export const itemNotFoundDescription = 'O conteúdo que você procura não existe ou foi removido.'

// CopyButton
export const copyButtonCopied = 'Copiado'
export const copyButtonFailed = 'Não foi possível copiar'

// Field and PasswordField
/** Read after the label of a required field (visually hidden). */
export const fieldRequired = '(obrigatório)'
/** The show-password button's name starts with it, then the field's label in lower case. */
export const showPasswordPrefix = 'Mostrar'

// Markdown and PrivacyConsent: what a link that opens a new tab adds to its name
export const newTabNote = '(abre em nova aba)'

// PrivacyConsent: "Ao enviar, você declara ... conforme a nossa Política de privacidade."
export const privacyConsentAction = 'Ao enviar'
export const privacyConsentStatement =
  'você declara estar ciente do tratamento dos seus dados conforme a nossa'

// Toaster
export const toastCloseLabel = 'Fechar notificação'
export const toastRegionLabel = 'Notificação'
/** The viewport's name: Radix puts the hotkey in place of {hotkey}. */
export const toastViewportLabel = 'Notificações ({hotkey})'
