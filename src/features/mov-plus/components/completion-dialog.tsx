import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { PrivacyConsent } from '@/components/ui/privacy-consent'
import { toast } from '@/components/ui/toast'
import { useCreateCompletion } from '../api/create-completion'
import { movPlusErrorMessage } from '../api/errors'
import type { Mission } from '../api/get-missions'
import { completionSchema, type CompletionForm } from '../completion-schema'
import { movPlusMessages as m } from '../messages'

interface CompletionDialogProps {
  userId: string
  mission: Mission | null
  onOpenChange: (open: boolean) => void
}

/** "Concluí": an optional note and link, checked here, then sent for the presidency to check. */
export function CompletionDialog({ userId, mission, onOpenChange }: CompletionDialogProps) {
  return (
    <Dialog open={mission !== null} onOpenChange={onOpenChange}>
      {mission ? (
        <DialogContent closeLabel={m.completeCancel}>
          <DialogTitle className="pr-10 text-xl font-bold">{m.completeTitle}</DialogTitle>
          <DialogDescription className="mt-2 text-white/85">
            {m.completeIntro(mission.title)}
          </DialogDescription>
          <CompletionFormBody
            userId={userId}
            mission={mission}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function CompletionFormBody({
  userId,
  mission,
  onDone,
}: {
  userId: string
  mission: Mission
  onDone: () => void
}) {
  const create = useCreateCompletion(userId)
  const [failure, setFailure] = useState<string>()
  const form = useForm<CompletionForm, unknown, CompletionForm>({
    resolver: zodResolver(completionSchema),
    defaultValues: { note: '', link: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors } = form.formState

  const send = form.handleSubmit((values) => {
    setFailure(undefined)
    create.mutate(
      { missionId: mission.id, note: values.note || null, linkUrl: values.link || null },
      {
        onSuccess: () => {
          toast({ title: m.completeSent, description: m.completeSentDetail, variant: 'success' })
          onDone()
        },
        onError: (error) => {
          const message = movPlusErrorMessage(error, m.fallbackError, {
            '23505': m.completeDuplicate,
          })
          setFailure(message)
          toast({ title: m.completeFailed, description: message, variant: 'destructive' })
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="mt-6 grid gap-5">
      <TextAreaField
        label={m.noteLabel}
        hint={m.noteHint}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <TextField
        label={m.linkLabel}
        hint={m.linkHint}
        type="url"
        inputMode="url"
        autoComplete="url"
        error={errors.link?.message}
        {...form.register('link')}
      />
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border border-red-400/50 bg-red-950/40 px-4 py-3 text-sm text-red-100"
        >
          <strong>{m.completeFailed}:</strong> {failure}
        </p>
      ) : null}
      <PrivacyConsent className="-mb-2" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          {m.completeCancel}
        </Button>
        <Button type="submit" variant="accent" disabled={create.isPending}>
          {create.isPending ? m.completeSending : m.completeSubmit}
        </Button>
      </div>
    </form>
  )
}
