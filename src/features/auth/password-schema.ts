// The new-password fields of sign-up and of the reset page, checked before anything is sent, with
// the rule of src/config/password-policy.ts (the one the backend enforces).
import * as z from 'zod/mini'
import { weakPasswordReasons } from '@/config/password-policy'
import { formMessages } from './form-messages'

/** A new password: present, and within the rule. */
const newPasswordSchema = z.string().check(
  z.minLength(1, formMessages.required.password),
  z.refine((password) => weakPasswordReasons(password).length === 0, formMessages.weakPassword),
)

/** A new password and its confirmation, which must match. */
const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmation: z.string().check(z.minLength(1, formMessages.required.passwordConfirmation)),
  })
  .check(
    z.refine((v) => v.password === '' || v.confirmation === '' || v.password === v.confirmation, {
      message: formMessages.passwordsDiffer,
      path: ['confirmation'],
    }),
  )

export type NewPasswordField = 'password' | 'confirmation'

/** The first message per field, for a form that shows one error under each field. */
export function newPasswordErrors(values: {
  password: string
  confirmation: string
}): Partial<Record<NewPasswordField, string>> {
  const result = newPasswordFormSchema.safeParse(values)
  if (result.success) return {}
  const errors: Partial<Record<NewPasswordField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if ((field === 'password' || field === 'confirmation') && !errors[field])
      errors[field] = issue.message
  }
  return errors
}
