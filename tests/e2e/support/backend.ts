import { LOCAL_ANON_KEY } from '../../../src/config/local'

/** Reads rows from the local backend's REST API as an anonymous visitor. */
export async function restSelect<T>(baseURL: string, query: string): Promise<T[]> {
  const res = await fetch(`${baseURL}/rest/v1/${query}`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  })
  if (!res.ok) throw new Error(`REST ${query}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T[]
}
