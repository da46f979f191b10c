import { ProgramsPage } from '@/features/programs/components/programs-page'

export function Component() {
  return <ProgramsPage />
}
