import { PartnersPage } from '@/features/institutional/components/partners-page'

export function Component() {
  return <PartnersPage />
}
