// The app's supabase-js client on the landing addresses of e-mail links: a `?code=` (PKCE) is
// exchanged with this browser's verifier on whatever page it lands; an implicit-flow fragment
// (`#access_token=…`, login CSRF: someone else's session planted in a link) signs nobody in.
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { AUTH_URL, STORAGE_KEY, ana, fakeSession, fakeUser } from '@/testing/auth'
import { server } from '@/testing/msw-server'

afterEach(() => {
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
  vi.resetModules()
})

async function freshClient() {
  vi.resetModules()
  const { supabase } = await import('./supabase-client')
  await supabase.auth.initialize()
  return supabase
}

test("an implicit-flow fragment with someone else's tokens signs nobody in, and its token is never used", async () => {
  const planted = fakeSession({
    id: 'f00dcafe-0000-4000-8000-000000000001',
    email: 'atacante@exemplo.org',
  })
  let used = 0
  server.use(
    http.get(`${AUTH_URL}/user`, () => {
      used += 1
      return HttpResponse.json(fakeUser({ id: planted.user.id, email: planted.user.email }))
    }),
  )
  const fragment = new URLSearchParams({
    access_token: planted.access_token,
    refresh_token: planted.refresh_token,
    expires_in: '3600',
    expires_at: String(planted.expires_at),
    token_type: 'bearer',
    type: 'signup',
  })
  window.history.replaceState(null, '', `/mov-plus#${fragment.toString()}`)
  const supabase = await freshClient()
  const { data } = await supabase.auth.getSession()
  expect(data.session).toBeNull()
  expect(used).toBe(0)
  expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull()
})

test('a ?code= landing is exchanged with the verifier this browser kept, on any page', async () => {
  const session = fakeSession(ana)
  let exchange: { grant: string | null; body: Record<string, unknown> } | undefined
  server.use(
    http.post(`${AUTH_URL}/token`, async ({ request }) => {
      exchange = {
        grant: new URL(request.url).searchParams.get('grant_type'),
        body: (await request.json()) as Record<string, unknown>,
      }
      return HttpResponse.json(session)
    }),
  )
  window.localStorage.setItem(
    `${STORAGE_KEY}-code-verifier`,
    JSON.stringify('verificador-deste-navegador'),
  )
  window.history.replaceState(null, '', '/?code=codigo-do-link')
  const supabase = await freshClient()
  expect(exchange).toEqual({
    grant: 'pkce',
    body: { auth_code: 'codigo-do-link', code_verifier: 'verificador-deste-navegador' },
  })
  const { data } = await supabase.auth.getSession()
  expect(data.session?.user.email).toBe(ana.email)
  // The code is gone from the address once used.
  expect(window.location.search).toBe('')
})
