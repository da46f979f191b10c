import { Seo } from '@/components/ui/seo'
import { joinPath, metaFor } from '@/config/paths'
import { MembershipPage } from '@/features/membership/components/membership-page'
import { useHelpDialogs } from '@/app/compositions/help-dialogs'

export function Component() {
  const meta = metaFor(joinPath)
  const [showDonation, showPartnership, helpDialogs] = useHelpDialogs()
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <MembershipPage onDonate={showDonation} onPartner={showPartnership} />
      {helpDialogs}
    </>
  )
}
