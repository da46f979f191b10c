import { Button } from '@/components/ui/button'
import { PartnersPage } from '@/features/institutional/components/partners-page'
import { partnerMessages } from '@/features/institutional/messages'
import { usePartnershipDialog } from '@/app/compositions/help-dialogs'

export function Component() {
  const [showPartnership, partnershipDialog] = usePartnershipDialog()
  return (
    <>
      <PartnersPage
        action={
          <Button variant="accent" onClick={showPartnership}>
            {partnerMessages.becomePartner}
          </Button>
        }
      />
      {partnershipDialog}
    </>
  )
}
