// The signed-in account's own pages, under /conta/* (one lazily loaded route of src/app/router.tsx,
// not pre-rendered: they depend on who is signed in). Apart from paths.ts, which the first load
// carries: only the account menu and these pages need them. Their head tags are in the pages.
export const accountPaths = {
  security: '/conta/seguranca',
} as const
