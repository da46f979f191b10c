// The hero's texts, apart from the other sections' (messages.ts): the hero ships with the entry,
// the sections arrive later.
export const heroMessages = {
  titleStart: 'O futuro começa',
  titleHighlight: 'agora',
  tagline:
    'O MOV conecta jovens ao futuro: participe de programas, construa redes e transforme sua comunidade.',
  begin: 'Comece agora',
  programs: 'Veja os programas',
} as const

/**
 * The spinner's label while the other sections' code arrives (src/app/routes/home.tsx). A plain
 * constant: the build writes it where it is used, so the entry gains no property for it.
 */
export const sectionsLoadingLabel = 'Carregando conteúdos...'
