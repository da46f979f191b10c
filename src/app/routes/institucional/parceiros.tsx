import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PartnersPage } from '@/features/institutional/components/partners-page'

// The dialog's code is fetched on its first opening and stays mounted (a draft survives closing).
const PartnershipDialog = lazy(() =>
  import('@/features/partnership/components/partnership-dialog').then((m) => ({
    default: m.PartnershipDialog,
  })),
)

export function Component() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <PartnersPage
        action={
          <Button
            variant="accent"
            onClick={() => {
              setLoaded(true)
              setOpen(true)
            }}
          >
            Torne-se um Parceiro
          </Button>
        }
      />
      {loaded ? (
        <Suspense fallback={null}>
          <PartnershipDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
