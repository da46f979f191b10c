// The reset page opened by a link whose code the service refuses (already used, or the request
// was too long ago): supabase-js's exchange fails when it loads, and the page says so.
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { AUTH_URL, authError, STORAGE_KEY } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { Component as ResetPasswordPage } from './redefinir-senha'

test('a refused code shows the expired-link message and no form', async () => {
  const landing = '/redefinir-senha?code=codigo-usado'
  window.history.replaceState(null, '', landing)
  window.localStorage.setItem(
    `${STORAGE_KEY}-code-verifier`,
    JSON.stringify('verificador/recovery'),
  )
  let calls = 0
  server.use(
    http.post(`${AUTH_URL}/token`, () => {
      calls += 1
      return authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
    }),
  )
  try {
    renderWithProviders(<ResetPasswordPage />, { route: landing })
    expect(await screen.findByText('Link inválido ou expirado')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument()
    expect(calls).toBe(1)
  } finally {
    window.history.replaceState(null, '', '/')
  }
})
