import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react'

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

// Each dialog's code is fetched the first time it is opened, not with the page.
const DonationDialog = lazy(() =>
  import('@/features/donation/components/donation-dialog').then((m) => ({
    default: m.DonationDialog,
  })),
)
const PartnershipDialog = lazy(() =>
  import('@/features/partnership/components/partnership-dialog').then((m) => ({
    default: m.PartnershipDialog,
  })),
)

/**
 * A lazily loaded dialog and what opens it: mounted on its first opening and kept mounted
 * afterwards, so it animates closed and a draft proposal survives closing and reopening.
 */
function useLazyDialog(Dialog: ComponentType<DialogProps>) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const show = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <Dialog open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null
  return [show, dialog] as const
}

/**
 * The donation and partnership dialogs, for the pages that offer both (home, /junte-se-a-nos):
 * what opens each, and the dialogs to render.
 */
export function useHelpDialogs() {
  const [showDonation, donation] = useLazyDialog(DonationDialog)
  const [showPartnership, partnership] = useLazyDialog(PartnershipDialog)
  return [
    showDonation,
    showPartnership,
    <>
      {donation}
      {partnership}
    </>,
  ] as const
}

/** The partnership dialog alone (the partners page). */
export function usePartnershipDialog() {
  return useLazyDialog(PartnershipDialog)
}
