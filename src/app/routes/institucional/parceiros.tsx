import { PlaceholderPage } from '@/app/routes/placeholder-page'

// Content arrives with its feature issue; until then the page says what it will hold.
export function Component() {
  return <PlaceholderPage path="/institucional/parceiros" />
}
