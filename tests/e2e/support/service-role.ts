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
