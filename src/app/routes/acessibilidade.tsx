import { AccessibilityStatement } from '@/features/legal/components/accessibility-statement'

export function Component() {
  return <AccessibilityStatement />
}
