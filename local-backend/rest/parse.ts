// Parsers for the PostgREST query language subset the site uses: `select=`, filters (with `not.`,
// `or=`/`and=`), `order=`. They only produce syntax trees; identifiers are checked against the
// schema and every value is bound as a parameter by sql.ts.
import { ApiError, parseError } from './errors.ts'

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; alias?: string; cast?: string }
  | {
      kind: 'embed'
      relation: string
      alias?: string
      hint?: string
      inner: boolean
      items: SelectItem[]
    }

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

export type Condition =
  | {
      kind: 'filter'
      path: string[]
      op: FilterOperator
      negate: boolean
      value: string | string[]
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; conditions: Condition[] }

export interface OrderTerm {
  path: string[]
  desc: boolean
  nulls?: 'first' | 'last'
}

/** Splits on `sep` at the top level: outside parentheses and double quotes. */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!
    if (quoted) {
      current += ch
      if (ch === '\\' && i + 1 < input.length) current += input[++i]
      else if (ch === '"') quoted = false
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    if (ch === sep && depth === 0) {
      parts.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

function identifier(name: string, input: string): string {
  const n = unquote(name.trim())
  if (!IDENT.test(n))
    throw parseError(
      input,
      `unexpected "${n.slice(0, 1) || ' '}" expecting field name (* or [a..z0..9_$])`,
    )
  return n
}

const CASTS: ReadonlySet<string> = new Set([
  'text',
  'varchar',
  'int',
  'int4',
  'int8',
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'float4',
  'float8',
  'real',
  'boolean',
  'bool',
  'date',
  'timestamp',
  'timestamptz',
  'json',
  'jsonb',
  'uuid',
])

/**
 * How deep resources may be embedded in one another (`a(b(c(...)))` is 3 levels) and how many
 * embeds one select may hold in all. PostgREST has no such limit (hosted Supabase relies on the
 * statement timeout); the local backend refuses more before building any SQL, so that a select
 * nesting `noticias -> autores -> noticias ...` costs nothing. The site nests at most 1 level.
 */
export const MAX_EMBED_DEPTH = 3
export const MAX_EMBEDS = 16

function embedLimitError(message: string): ApiError {
  return new ApiError(400, {
    code: 'PGRST100',
    message,
    details: `The local backend embeds at most ${MAX_EMBED_DEPTH} levels deep and ${MAX_EMBEDS} resources per request.`,
    hint: 'Ask for fewer embedded resources.',
  })
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }]
  const input = `select (${raw})`
  const count = { embeds: 0 }
  return splitTopLevel(raw).map((part) => parseSelectItem(part.trim(), input, 0, count))
}

function parseSelectItem(
  part: string,
  input: string,
  depth: number,
  count: { embeds: number },
): SelectItem {
  if (part === '*') return { kind: 'star' }
  if (part === '')
    throw parseError(input, 'unexpected end of input expecting field name (* or [a..z0..9_$])')
  const open = part.indexOf('(')
  if (open !== -1) {
    if (!part.endsWith(')')) throw parseError(input, `unexpected "${part.slice(-1)}" expecting ")"`)
    let head = part.slice(0, open)
    const inside = part.slice(open + 1, -1)
    let alias: string | undefined
    const colon = head.indexOf(':')
    if (colon !== -1) {
      alias = identifier(head.slice(0, colon), input)
      head = head.slice(colon + 1)
    }
    if (depth + 1 > MAX_EMBED_DEPTH)
      throw embedLimitError(`Embedding is nested more than ${MAX_EMBED_DEPTH} levels deep`)
    if (++count.embeds > MAX_EMBEDS)
      throw embedLimitError(`More than ${MAX_EMBEDS} resources are embedded`)
    const [name = '', ...marks] = head.split('!')
    let inner = false
    let hint: string | undefined
    for (const mark of marks) {
      if (mark === 'inner') inner = true
      else if (mark === 'left') inner = false
      else hint = identifier(mark, input)
    }
    const items =
      inside.trim() === ''
        ? [{ kind: 'star' } as const]
        : splitTopLevel(inside).map((p) => parseSelectItem(p.trim(), input, depth + 1, count))
    return { kind: 'embed', relation: identifier(name, input), alias, hint, inner, items }
  }
  let body = part
  let alias: string | undefined
  const colon = body.search(/:(?!:)/)
  if (colon !== -1 && body[colon - 1] !== ':') {
    alias = identifier(body.slice(0, colon), input)
    body = body.slice(colon + 1)
  }
  let cast: string | undefined
  const castAt = body.indexOf('::')
  if (castAt !== -1) {
    cast = body
      .slice(castAt + 2)
      .trim()
      .toLowerCase()
    body = body.slice(0, castAt)
    if (!CASTS.has(cast))
      throw parseError(input, `unexpected "${cast.slice(0, 1)}" expecting a simple type name`)
  }
  if (body.trim() === '*' && !alias && !cast) return { kind: 'star' }
  return { kind: 'column', column: identifier(body, input), alias, cast }
}

function parseOperation(path: string[], raw: string, input: string): Condition {
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOperator
  if (dot === -1 || !FILTER_OPERATORS.includes(op)) {
    throw parseError(
      input,
      `unexpected "${rest.slice(0, 1) || ' '}" expecting "not" or operator (eq, gt, ...)`,
    )
  }
  const value = rest.slice(dot + 1)
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')'))
      throw parseError(input, 'unexpected end of input expecting "("')
    const inner = value.slice(1, -1)
    const list = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v))
    return { kind: 'filter', path, op, negate, value: list }
  }
  if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError(
      input,
      `unexpected "${value.slice(0, 1) || ' '}" expecting null or trilean value (unknown, true, false)`,
    )
  }
  return { kind: 'filter', path, op, negate, value: unquote(value) }
}

function parsePath(key: string, input: string): string[] {
  return key.split('.').map((p) => identifier(p, input))
}

/** A filter given as a query parameter: `key=value`. */
export function parseFilter(key: string, value: string): Condition {
  const input = `filter (${value})`
  return parseOperation(parsePath(key, input), value, input)
}

/** `or=(...)`, `and=(...)`, `not.or=(...)` (possibly on an embedded path: `rel.or=(...)`). */
export function parseLogic(
  op: 'and' | 'or',
  negate: boolean,
  path: string[],
  value: string,
): Condition {
  const input = `logic tree (${value})`
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError(input, 'unexpected end of input expecting "("')
  const conditions = splitTopLevel(value.slice(1, -1)).map((part) =>
    parseLogicItem(part.trim(), path, input),
  )
  return { kind: 'logic', op, negate, conditions }
}

function parseLogicItem(part: string, prefix: string[], input: string): Condition {
  const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(part)
  if (m) return parseLogic(m[2] as 'and' | 'or', Boolean(m[1]), prefix, m[3]!)
  const dot = part.indexOf('.')
  if (dot === -1) throw parseError(input, 'unexpected end of input expecting "."')
  const column = identifier(part.slice(0, dot), input)
  return parseOperation([...prefix, column], part.slice(dot + 1), input)
}

export function parseOrder(raw: string): OrderTerm[] {
  const input = `order (${raw})`
  return splitTopLevel(raw).map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.')
    const path = [identifier(column, input)]
    let desc = false
    let nulls: OrderTerm['nulls']
    for (const p of modifiers) {
      if (p === 'asc') desc = false
      else if (p === 'desc') desc = true
      else if (p === 'nullsfirst') nulls = 'first'
      else if (p === 'nullslast') nulls = 'last'
      else
        throw parseError(
          input,
          `unexpected "${p.slice(0, 1)}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        )
    }
    return { path, desc, nulls }
  })
}

export function parseNonNegativeInt(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw parseError(`${name} (${raw})`, `unexpected "${raw.slice(0, 1) || ' '}" expecting digit`)
  return Number(raw)
}
