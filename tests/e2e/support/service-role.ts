import { createServiceKey } from '../../../local-backend/jwt.ts'

/**
 * Reads rows from the local backend's REST API with its service key (role `service_role`, which
 * bypasses RLS), to check what anonymous visitors wrote but may not read back.
 */
export async function serviceSelect<T>(baseURL: string, query: string): Promise<T[]> {
  const key = await createServiceKey()
  const res = await fetch(`${baseURL}/rest/v1/${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  if (!res.ok) throw new Error(`REST ${query}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T[]
}

/** Updates rows through the local backend's REST API with its service key (bypasses RLS). */
export async function serviceUpdate(
  baseURL: string,
  query: string,
  values: Record<string, unknown>,
): Promise<void> {
  const key = await createServiceKey()
  const res = await fetch(`${baseURL}/rest/v1/${query}`, {
    method: 'PATCH',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  })
  if (!res.ok) throw new Error(`REST PATCH ${query}: ${res.status} ${await res.text()}`)
}
