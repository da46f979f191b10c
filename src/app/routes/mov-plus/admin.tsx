import { RestrictedRoute } from '../restricted-route'

export function Component() {
  return <RestrictedRoute area="mov-plus-admin" />
}
