import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { confirmationRedirect, isConfirmationLanding } from '../confirmation-landing'
import { renderWithProviders } from '@/testing/render'
import { AccountConfirmedNotice } from './account-confirmed-notice'

test('the sign-up link leads back to the root with the confirmation marker', () => {
  expect(confirmationRedirect('https://mov.org.br')).toBe('https://mov.org.br/?conta=confirmada')
})

test('a landing that came back with an error is not a confirmation', () => {
  expect(isConfirmationLanding('?conta=confirmada&code=abc', '')).toBe(true)
  expect(isConfirmationLanding('?conta=confirmada&error=access_denied', '')).toBe(false)
  expect(isConfirmationLanding('?conta=confirmada', '#error_description=expirado')).toBe(false)
  expect(isConfirmationLanding('?code=abc', '')).toBe(false)
})

test('signed out on the landing (another browser): "Conta confirmada" and how to sign in', async () => {
  renderWithProviders(<AccountConfirmedNotice />, { route: '/?conta=confirmada' })
  expect(await screen.findByText('Conta confirmada')).toBeInTheDocument()
  expect(screen.getByText('Entre com seu e-mail e senha para continuar.')).toBeInTheDocument()
})
