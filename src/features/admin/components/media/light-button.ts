/** Outline buttons on the admin area's white cards (AA text, a focus ring that shows on white). */
export const lightButtonClass =
  'h-11 border-gray-400 text-gray-900 hover:bg-gray-100 focus-visible:outline-brand-600 sm:h-9'

/** The same, for an action that destroys something. */
export const dangerButtonClass =
  'h-11 border-red-700 text-red-700 hover:bg-red-50 focus-visible:outline-brand-600 sm:h-9'
