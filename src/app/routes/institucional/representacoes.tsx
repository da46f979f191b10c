import { RepresentationsPage } from '@/features/institutional/components/representations-page'

export function Component() {
  return <RepresentationsPage />
}
