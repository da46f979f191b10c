import { afterEach, expect, test } from 'vitest'
import { noteSessionAssurance } from '../assurance'
import { adminError, adminRefusal } from './errors'

const WHY = 'Esta área exige a verificação em duas etapas.'
const ROLE =
  'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.'

afterEach(() => noteSessionAssurance(null))

test('a write refused by row-level security at aal1 is explained by the second factor, not the role', () => {
  noteSessionAssurance('aal1')
  const refusal = { code: '42501', message: 'new row violates row-level security policy' }
  expect(adminError(refusal).message).toBe(WHY)
  expect(adminError({ status: 403, message: 'Forbidden' }).message).toBe(WHY)
  expect(adminError({ code: 'P0001', message: 'Apenas a presidência do MOV+.' }).message).toBe(WHY)
  expect(JSON.stringify(adminError(refusal))).not.toMatch(/row-level|policy/)
})

test('the same refusal at aal2 still names the role', () => {
  noteSessionAssurance('aal2')
  expect(adminError({ code: '42501', message: 'denied' }).message).toBe(ROLE)
  expect(adminError({ code: 'P0001', message: 'Apenas a presidência do MOV+.' }).message).toBe(
    'Apenas a presidência do MOV+.',
  )
})

test('at aal1 other failures keep their own text', () => {
  noteSessionAssurance('aal1')
  expect(adminError({ code: '23505', message: 'duplicate key' }).message).toMatch(/^Já existe/)
  expect(adminError(new TypeError('Failed to fetch')).message).toMatch(/^Sem conexão/)
})

test('an ended session and a refused role are told apart from other failures', () => {
  expect(adminRefusal({ code: 'PGRST301', message: 'JWT expired' })).toBe('session')
  expect(adminRefusal({ code: 'PGRST303' })).toBe('session')
  expect(adminRefusal({ status: 401 })).toBe('session')
  expect(adminRefusal(new Error('invalid JWT: unable to parse'))).toBe('session')
  expect(adminRefusal({ code: '42501', message: 'denied' })).toBe('role')
  expect(adminRefusal({ status: 403 })).toBe('role')
  expect(adminRefusal({ code: '23505' })).toBeNull()
  expect(adminRefusal(new TypeError('Failed to fetch'))).toBeNull()
  expect(adminRefusal(null)).toBeNull()
})
