import { screen } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { ana } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import type { AdminAccount } from '@/staff/account'
import { adminRest } from '@/staff/testing/admin-rest'
import { PassSecondFactor } from '@/staff/testing/pass-second-factor'
import { NewsroomApp } from '../components/newsroom-app'
import type { NewsState } from '../news-state'

type Row = Record<string, unknown>

export const writerAccount: AdminAccount = {
  status: 'signed-in',
  userId: ana.id,
  name: 'Ana Souza',
  role: 'escritor',
}

export function authorRow(n: number, overrides: Row = {}): Row {
  return {
    id: uuid(100 + n),
    slug: `autor-${n}`,
    name: `Autora ${n}`,
    role_title: null,
    bio: null,
    avatar_url: null,
    site_url: null,
    instagram_url: null,
    linkedin_url: null,
    created_at: '2026-01-01T12:00:00Z',
    updated_at: '2026-01-01T12:00:00Z',
    ...overrides,
  }
}

export function newsRow(n: number, overrides: Row = {}): Row {
  return {
    id: uuid(n),
    slug: `noticia-${n}`,
    title: `Notícia ${n}`,
    summary: `Resumo ${n}.`,
    body: `Texto da notícia ${n}.`,
    cover_image_url: null,
    cover_image_alt: null,
    author_id: null,
    published_at: '2026-11-01T13:00:00Z',
    is_published: true,
    unpublished_at: null,
    created_at: '2026-11-01T12:00:00Z',
    updated_at: `2026-11-${String(n).padStart(2, '0')}T12:00:00Z`,
    ...overrides,
  }
}

/** `public.news_state`, on the test's clock (which stands for the database's). */
function newsState(row: Row): NewsState {
  if (row.is_published)
    return Date.parse(String(row.published_at)) > Date.now() ? 'agendada' : 'publicada'
  return row.unpublished_at ? 'despublicada' : 'rascunho'
}

/** A fake PostgREST with `noticias` and `autores` (and what else a test names). */
export function serveNewsroom(
  tables: { noticias?: Row[]; autores?: Row[]; historico?: Row[] } = {},
  /** More RPCs (name -> what the database function does), e.g. history_restore_version. */
  extraRpc: Parameters<typeof adminRest>[1] = {},
) {
  const rest = adminRest(
    {
      noticias: tables.noticias ?? [],
      autores: tables.autores ?? [],
      historico: tables.historico ?? [],
    },
    extraRpc,
    {
      computed: {
        noticias: {
          // The trigger: null is "now" (the editor sends it only when publishing).
          published_at: (row) => row.published_at ?? new Date().toISOString(),
          news_state: newsState,
        },
      },
    },
  )
  server.use(...rest.handlers)
  return rest
}

function LocationProbe() {
  const { pathname, search } = useLocation()
  return (
    <div hidden data-testid="location">
      {pathname}
      {search}
    </div>
  )
}

export function currentUrl(): string {
  return screen.getByTestId('location').textContent ?? ''
}

/** The newsroom at `route` (under /escritor/*). */
export function renderNewsroom(route: string, account: AdminAccount = writerAccount) {
  return renderWithProviders(
    <>
      <NewsroomApp account={account} secondFactor={PassSecondFactor} />
      <LocationProbe />
    </>,
    { route, path: '/escritor/*' },
  )
}
