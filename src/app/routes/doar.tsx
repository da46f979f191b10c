import { DonationPage } from '@/features/donation/components/donation-page'

export function Component() {
  return <DonationPage />
}
