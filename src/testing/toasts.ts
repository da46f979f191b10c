import { screen, waitFor } from '@testing-library/react'

/** The toast on screen whose text includes `text` (its root, with data-variant). */
export async function findToast(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('[data-variant]')].find((el) =>
      el.textContent?.includes(text),
    )
    if (!found)
      throw new Error(`No toast with "${text}" (toasts: ${screen.queryAllByRole('status').length})`)
  })
  return found as HTMLElement
}
