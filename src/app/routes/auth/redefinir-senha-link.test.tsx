// The reset page opened by the e-mail's link (`?code=`), in the browser that asked (it holds the
// PKCE verifier): supabase-js exchanges the code when it loads, so the address must be set before
// the first render of this file loads it.
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { ana, AUTH_URL, fakeSession, profileHandler, STORAGE_KEY } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { Component as ResetPasswordPage } from './redefinir-senha'

test('the link code is exchanged with this browser verifier, then the new password can be set', async () => {
  const landing = '/redefinir-senha?code=codigo-do-link'
  window.history.replaceState(null, '', landing)
  window.localStorage.setItem(
    `${STORAGE_KEY}-code-verifier`,
    JSON.stringify('verificador-deste-navegador/recovery'),
  )
  let exchange: { url: URL; body: Record<string, unknown> } | undefined
  server.use(
    http.post(`${AUTH_URL}/token`, async ({ request }) => {
      exchange = {
        url: new URL(request.url),
        body: (await request.json()) as Record<string, unknown>,
      }
      return HttpResponse.json(fakeSession(ana, { amr: 'recovery' }))
    }),
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
  )
  try {
    renderWithProviders(<ResetPasswordPage />, { route: landing })
    expect(await screen.findByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      'Use pelo menos 10 caracteres, com letras e números.',
    )
    expect(exchange?.url.searchParams.get('grant_type')).toBe('pkce')
    expect(exchange?.body).toEqual({
      auth_code: 'codigo-do-link',
      code_verifier: 'verificador-deste-navegador',
    })
    // The code leaves the address once used, and the verifier leaves the storage.
    expect(window.location.search).toBe('')
    expect(window.localStorage.getItem(`${STORAGE_KEY}-code-verifier`)).toBeNull()
  } finally {
    window.history.replaceState(null, '', '/')
  }
})
