import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { areaPaths, rolesByArea, type RestrictedArea } from '../areas'
import { areaTexts } from '../messages'
import { isLightArea } from './password-gate'

export type AreaAccount =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; name: string; role: string | null; roleLabel: string | null }

/**
 * What an opened area shows until its screens arrive: what the area is for and whether the
 * signed-in account has the role its data needs (row-level security authorises every read and
 * write from that role, not from the shared password).
 */
export function AreaHome({ area, account }: { area: RestrictedArea; account: AreaAccount }) {
  const texts = areaTexts[area]
  const light = isLightArea(area)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const muted = light ? 'text-gray-700' : 'text-white/85'
  const link = cn(
    'font-semibold underline underline-offset-4',
    light ? 'text-brand-700' : 'text-accent-300',
  )
  const needed = `é necessária uma conta com o perfil de ${texts.roleName}`
  const hasRole =
    account.status === 'signed-in' &&
    account.role !== null &&
    rolesByArea[area].includes(account.role)

  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <p
        className={cn(
          'text-sm font-bold uppercase tracking-wider',
          light ? 'text-brand-700' : 'text-accent-300',
        )}
      >
        {texts.title}
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-3xl font-black tracking-tight focus:outline-none md:text-4xl"
      >
        {texts.areaName}
      </h1>
      <p className={cn('mt-4 text-lg', muted)}>
        As telas desta área chegam em uma próxima etapa do site. Quando estiverem prontas, cada dado
        lido ou alterado aqui será autorizado pelo perfil da conta conectada, e não apenas pela
        senha de acesso.
      </p>
      <div
        role="status"
        className={cn(
          'mt-8 rounded-2xl border p-6',
          light ? 'border-gray-300 bg-white' : 'border-white/15 bg-ink-900',
        )}
      >
        {account.status === 'loading' ? <p>Verificando sua conta...</p> : null}
        {account.status === 'signed-out' ? (
          <p>
            Você não está conectado. Para usar os dados desta área, {needed}.{' '}
            <Link to="/login" state={{ from: areaPaths[area] }} className={link}>
              Entrar
            </Link>
          </p>
        ) : null}
        {account.status === 'signed-in' && hasRole ? (
          <p>
            Você está conectado como <strong>{account.name}</strong>
            {account.roleLabel ? `, com o perfil de ${account.roleLabel}` : ''}: os dados desta área
            estarão disponíveis para você.
          </p>
        ) : null}
        {account.status === 'signed-in' && !hasRole ? (
          <p>
            Você está conectado como <strong>{account.name}</strong>
            {account.roleLabel ? `, com o perfil de ${account.roleLabel}` : ''}. Para usar os dados
            desta área, {needed}.{' '}
            <Link to="/login" state={{ from: areaPaths[area] }} className={link}>
              Entrar com outra conta
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  )
}
