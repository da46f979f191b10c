// A member's MOV+ backend for component tests: the tables on ./admin-rest (reads, inserts,
// updates) plus the member's RPCs (balance, ledger pages, redemption requests), every request
// recorded. `refuse` answers a request with a PostgREST error instead.
import { HttpResponse, type HttpHandler } from 'msw'
import { adminRest, postgrestError, type AdminRequest } from './admin-rest'
import { ana } from './auth'

type Row = Record<string, unknown>

export interface LedgerRow {
  id: string
  points: number
  reason: string
  mission_title: string | null
  awarded_by_name: string | null
  created_at: string
}

export interface MemberBackend {
  balance: number
  /** Newest first, as the database returns them. */
  ledger: LedgerRow[]
  missions: Row[]
  rewards: Row[]
  ranking: Row[]
  conclusoes: Row[]
  resgates: Row[]
  profiles: Row[]
}

export function memberData(overrides: Partial<MemberBackend> = {}): MemberBackend {
  return {
    balance: 0,
    ledger: [],
    missions: [],
    rewards: [],
    ranking: [],
    conclusoes: [],
    resgates: [],
    profiles: [
      {
        id: ana.id,
        role: 'user',
        full_name: 'Ana Souza',
        avatar_url: null,
        show_in_ranking: false,
      },
    ],
    ...overrides,
  }
}

export function memberRest(
  data: MemberBackend,
  {
    requests = [],
    refuse,
  }: {
    requests?: AdminRequest[]
    refuse?: (request: AdminRequest) => { status: number; code: string; message: string } | void
  } = {},
): HttpHandler[] {
  return adminRest(
    {
      mov_plus_missoes: data.missions,
      mov_plus_recompensas: data.rewards,
      mov_plus_ranking: data.ranking,
      mov_plus_conclusoes: data.conclusoes,
      mov_plus_resgates: data.resgates,
      profiles: data.profiles,
    },
    {
      requests,
      respond: (request) => {
        const refusal = refuse?.(request)
        if (refusal) return postgrestError(refusal.status, refusal.code, refusal.message)
        if (request.table === 'rpc/mov_plus_my_balance') return HttpResponse.json(data.balance)
        if (request.table === 'rpc/mov_plus_my_ledger') {
          const { p_limit = 20, p_offset = 0 } = request.body as {
            p_limit?: number
            p_offset?: number
          }
          const page = data.ledger.slice(p_offset, p_offset + p_limit)
          return HttpResponse.json(page.map((row) => ({ ...row, total_count: data.ledger.length })))
        }
        if (request.method === 'POST' && request.table === 'mov_plus_conclusoes') {
          // The database's defaults, and the mission as the select's embedding reads it.
          const values = request.body as Row
          const mission = data.missions.find((m) => m.id === values.mission_id)
          data.conclusoes.unshift({
            id: `conclusao-${data.conclusoes.length + 1}`,
            user_id: ana.id,
            status: 'pendente',
            refusal_reason: null,
            decided_at: null,
            created_at: new Date().toISOString(),
            mission: mission ? { title: mission.title } : null,
            ...values,
          })
          return new HttpResponse(null, { status: 201 })
        }
        if (request.table === 'rpc/mov_plus_request_redemption') {
          const { p_reward_id } = request.body as { p_reward_id: string }
          const row = {
            id: `resgate-${data.resgates.length + 1}`,
            user_id: ana.id,
            reward_id: p_reward_id,
            status: 'pendente',
            refusal_reason: null,
            decided_by: null,
            decided_at: null,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            reward: (() => {
              const found = data.rewards.find((r) => r.id === p_reward_id)
              return { title: String(found?.title), cost: Number(found?.cost) }
            })(),
          }
          data.resgates.unshift(row)
          return HttpResponse.json(row)
        }
        return undefined
      },
    },
  )
}
