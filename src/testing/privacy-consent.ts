import { within } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The form's consent line (components/ui/privacy-consent): the sentence opening with `action`,
 * its link "Política de privacidade" to /privacidade in a new tab, placed before `submit`.
 */
export function expectPrivacyConsent(scope: HTMLElement, action: string, submit: HTMLElement) {
  const link = within(scope).getByRole('link', { name: /^Política de privacidade/ })
  expect(link).toHaveAccessibleName('Política de privacidade (abre em nova aba)')
  expect(link).toHaveAttribute('href', '/privacidade')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  const line = link.closest('p')
  expect(line).toHaveTextContent(
    `${action}, você declara estar ciente do tratamento dos seus dados conforme a nossa Política de privacidade`,
  )
  // Above the submit button, in the same form.
  expect(line!.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(line!.closest('form')).toBe(submit.closest('form'))
}
