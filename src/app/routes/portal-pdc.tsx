import { PortalPage } from '@/features/portal/components/portal-page'

export function Component() {
  return <PortalPage />
}
