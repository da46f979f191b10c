import type { Person } from '../../api/get-people'
import { peopleMessages as t, roleLabel } from '../../people-messages'
import { formatDay } from '../../proposals-messages'
import { PersonRoleControl } from './person-role-control'

const columns =
  'md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,2fr)] md:items-center md:gap-4'

/** The accounts: a card each on phones, one row each (under column names) from md up. */
export function PeopleList({ items, currentUserId }: { items: Person[]; currentUserId: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white text-gray-900">
      <div
        aria-hidden="true"
        className={`hidden border-b border-gray-200 bg-gray-50 px-4 py-3 text-sm font-semibold text-gray-700 ${columns}`}
      >
        <span>{t.columns.name}</span>
        <span>{t.columns.email}</span>
        <span>{t.columns.role}</span>
        <span>{t.change}</span>
      </div>
      <ul aria-label={t.listLabel} className="divide-y divide-gray-200">
        {items.map((person) => {
          const isSelf = person.id === currentUserId
          const name = person.full_name?.trim() || t.noName
          return (
            <li key={person.id} className={`grid gap-2 px-4 py-4 ${columns}`}>
              <div className="min-w-0">
                <p className="break-words font-semibold">
                  {name}
                  {isSelf ? <span className="font-normal text-gray-700"> {t.you}</span> : null}
                </p>
                <p className="text-xs text-gray-600">{t.createdAt(formatDay(person.created_at))}</p>
              </div>
              <p className="break-all text-sm">{person.email ?? t.noEmail}</p>
              <p className="text-sm">
                <span className="sr-only">{t.columns.role}: </span>
                {roleLabel(person.role)}
              </p>
              <PersonRoleControl
                person={person}
                name={person.full_name?.trim() || person.email || t.noName}
                isSelf={isSelf}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
