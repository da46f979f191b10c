import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react'
import { accountSecurityPath } from '@/config/paths'
import { accountAreas } from '../account-areas'
import { Link } from 'react-router-dom'
import { useSignOutAction } from '../hooks/use-sign-out-action'
import { accountMenuMessages as m } from '../account-menu-messages'
import { roleLabels } from '../messages'
import { Avatar, nameClass } from './avatar'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-white/10 data-[disabled]:opacity-60'

/**
 * The signed-in user's menu: the profile (name, e-mail, role), the areas the account may open
 * (MOV+, and the staff areas of its role), "Segurança da conta" and "Sair".
 */
export function AccountMenu({
  name,
  email,
  role,
  triggerClassName,
}: {
  name: string
  email: string
  role: string | null
  triggerClassName: string
}) {
  const { signOut: onSignOut, pending } = useSignOutAction()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={`${triggerClassName} max-md:px-2`}>
        <Avatar name={name} />
        {/* Named by its content, so the visible name is always part of the accessible one. */}
        <span className="sr-only">{m.accountOf(name)}</span>
        <span aria-hidden="true" className={nameClass}>
          {name}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 max-md:hidden min-[1360px]:max-2xl:hidden"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 rounded-2xl border border-white/10 bg-ink-900 p-2 text-white shadow-2xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs font-bold uppercase tracking-wider text-accent-300">
              {m.myProfile}
            </span>
            <span className="mt-1 block font-semibold">{name}</span>
            {email ? <span className="block text-sm text-white/80">{email}</span> : null}
            {role ? (
              <span className="mt-1 block text-sm text-white/80">
                {m.role(roleLabels[role] ?? role)}
              </span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Group aria-label={m.areas}>
            {accountAreas(role).map((area) => (
              <DropdownMenu.Item key={area.href} asChild className={itemClass}>
                <Link to={area.href}>
                  <area.icon aria-hidden="true" className="h-4 w-4" />
                  {area.label}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={accountSecurityPath}>
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {m.security}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={pending} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {m.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
