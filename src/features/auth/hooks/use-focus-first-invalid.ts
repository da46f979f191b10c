import { useEffect, useRef, useState, type RefObject } from 'react'

/** After a rejected submit, moves focus to the first field marked aria-invalid in the form. */
export function useFocusFirstInvalid(): {
  formRef: RefObject<HTMLFormElement | null>
  requestFocus: () => void
} {
  const formRef = useRef<HTMLFormElement>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])
  return { formRef, requestFocus: () => setAttempt((n) => n + 1) }
}
