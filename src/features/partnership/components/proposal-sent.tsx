import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { DialogClose } from '@/components/ui/dialog'
import { partnershipMessages as t } from '../messages'

/** The confirmation that replaces the form once a proposal is sent: what happens next. */
export function ProposalSent({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The send button that had focus is gone: focus (and the screen reader) moves to the news.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-emerald-300" />
        <div className="grid gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {t.success.title}
          </h3>
          <p className="text-white/85">{t.success.description}</p>
        </div>
      </div>
      <section aria-labelledby="proposal-next-steps" className="grid gap-2">
        <h4 id="proposal-next-steps" className="font-semibold text-accent-300">
          {t.success.nextStepsHeading}
        </h4>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-white/90">
          {t.success.nextSteps(email).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" className="text-white" onClick={onStartOver}>
          {t.success.another}
        </Button>
        <DialogClose asChild>
          <Button variant="accent">{t.success.close}</Button>
        </DialogClose>
      </div>
    </div>
  )
}
