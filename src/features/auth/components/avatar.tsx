import { UserRound } from 'lucide-react'
import { initials } from '../initials'

/** The signed-in person's name beside the avatar, shown where the header has room for it. */
export const nameClass = 'max-w-[6rem] truncate max-md:hidden min-[1360px]:max-2xl:hidden'

/** The signed-in person's initials where the header is tight (see account-area.tsx), else an icon. */
export function Avatar({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-bold md:max-[1359.98px]:hidden 2xl:hidden"
      >
        {initials(name)}
      </span>
      <UserRound aria-hidden="true" className="h-5 w-5 max-md:hidden min-[1360px]:max-2xl:hidden" />
    </>
  )
}
