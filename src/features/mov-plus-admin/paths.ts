// The MOV+ presidency's paths (all under /mov-plus/admin; the app mounts the area there).
import { movPlusAdminPath } from '@/config/paths'

export const presidencyPaths = {
  root: movPlusAdminPath,
  award: `${movPlusAdminPath}/pontos`,
  redemptions: `${movPlusAdminPath}/resgates`,
  completions: `${movPlusAdminPath}/conclusoes`,
  missions: `${movPlusAdminPath}/missoes`,
  rewards: `${movPlusAdminPath}/recompensas`,
} as const
