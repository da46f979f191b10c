import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * Waits for the error state of the section named `name` (a region by its heading or label) and
 * returns its "Tentar novamente" button. The section keeps its heading while in error.
 */
export async function failedSection(name: string): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar o conteúdo.')
  const region = screen.getByRole('region', { name })
  expect(region).toContainElement(alert)
  return within(region).getByRole('button', { name: 'Tentar novamente' })
}
