// The MOV+ presidency's paths (all under /mov-plus/admin; the app mounts the area there).

export const presidencyPaths = {
  root: '/mov-plus/admin',
  award: '/mov-plus/admin/pontos',
  redemptions: '/mov-plus/admin/resgates',
  completions: '/mov-plus/admin/conclusoes',
  missions: '/mov-plus/admin/missoes',
  rewards: '/mov-plus/admin/recompensas',
} as const
