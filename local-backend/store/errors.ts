// The store API's error body, as Hostinger's e-commerce API sends it: `{code, message, ...}`
// (docs/contracts/STORE-API.md).
import { HttpError, JSON_HEADERS } from '../http.ts'

export class StoreError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(status, { code, message, ...extra }, message, JSON_HEADERS)
  }
}

export function validationError(message: string): StoreError {
  return new StoreError(400, 'validation_error', message)
}
