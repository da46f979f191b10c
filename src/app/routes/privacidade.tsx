import { PrivacyNotice } from '@/features/legal/components/privacy-notice'

export function Component() {
  return <PrivacyNotice />
}
