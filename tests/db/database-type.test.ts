// src/types/database.ts (the `Database` type every supabase-js call is checked against) must
// describe exactly what the migrations create: the same tables and views, the same columns, the
// same TypeScript type and nullability per column, the same optional Insert fields, the same foreign
// keys. Read with the TypeScript compiler, compared with the catalog of the migrated database.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import ts from 'typescript'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, ownerRows } from './support/database'

type Members = Map<string, { type: string; optional: boolean }>
type Relation = { Row: Members; Insert?: Members; Update?: Members; foreignKeys: string[] }

const typeFile = fileURLToPath(new URL('../../src/types/database.ts', import.meta.url))

function typeLiteral(node: ts.Node | undefined, name: string): ts.TypeLiteralNode {
  if (!node || !ts.isTypeLiteralNode(node)) throw new Error(`${name} is not an object type`)
  return node
}

function member(literal: ts.TypeLiteralNode, name: string): ts.PropertySignature | undefined {
  return literal.members.find(
    (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText() === name,
  )
}

function membersOf(literal: ts.TypeLiteralNode): Members {
  const out: Members = new Map()
  for (const m of literal.members) {
    if (!ts.isPropertySignature(m) || !m.type) continue
    out.set(m.name.getText(), {
      type: m.type.getText().replace(/\s+/g, ' '),
      optional: Boolean(m.questionToken),
    })
  }
  return out
}

function readDatabaseType(): { tables: Map<string, Relation>; views: Map<string, Relation> } {
  const source = ts.createSourceFile(
    typeFile,
    readFileSync(typeFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const alias = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database',
  )
  const root = typeLiteral(alias?.type, 'Database')
  const schema = typeLiteral(member(root, 'public')?.type, 'Database.public')
  const read = (group: 'Tables' | 'Views') => {
    const out = new Map<string, Relation>()
    for (const entry of typeLiteral(member(schema, group)?.type, group).members) {
      if (!ts.isPropertySignature(entry)) continue
      const name = entry.name.getText()
      const body = typeLiteral(entry.type, name)
      const part = (key: string) => {
        const node = member(body, key)?.type
        return node ? membersOf(typeLiteral(node, `${name}.${key}`)) : undefined
      }
      const relationships = member(body, 'Relationships')?.type
      const foreignKeys =
        relationships && ts.isTupleTypeNode(relationships)
          ? relationships.elements.map((el) => {
              const fk =
                member(
                  typeLiteral(el, `${name}.Relationships`),
                  'foreignKeyName',
                )?.type?.getText() ?? ''
              return fk.replace(/['"]/g, '')
            })
          : []
      out.set(name, {
        Row: part('Row') ?? new Map(),
        Insert: part('Insert'),
        Update: part('Update'),
        foreignKeys,
      })
    }
    return out
  }
  return { tables: read('Tables'), views: read('Views') }
}

const tsTypeOf: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  'character varying': 'string',
  date: 'string',
  'timestamp with time zone': 'string',
  integer: 'number',
  bigint: 'number',
  smallint: 'number',
  numeric: 'number',
  boolean: 'boolean',
  jsonb: 'Json',
  json: 'Json',
  // As `supabase gen types` writes it.
  tsvector: 'unknown',
}

type Column = {
  table_name: string
  table_type: string
  column_name: string
  data_type: string
  is_nullable: 'YES' | 'NO'
  column_default: string | null
  is_generated: string
  is_identity: string
}

let db: PGlite
let columns: Column[]
let foreignKeys: { table_name: string; name: string }[]

beforeAll(async () => {
  db = await createDatabase({ seed: false })
  columns = await ownerRows<Column>(
    db,
    `select c.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable, c.column_default,
            c.is_generated, c.is_identity
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public'
      order by c.table_name, c.ordinal_position`,
  )
  foreignKeys = await ownerRows(
    db,
    `select cl.relname as table_name, con.conname as name
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_namespace n on n.oid = cl.relnamespace
       join pg_class ref on ref.oid = con.confrelid
       join pg_namespace rn on rn.oid = ref.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`,
  )
})

afterAll(async () => {
  await db.close()
})

const namesOf = (kind: string) =>
  [...new Set(columns.filter((c) => c.table_type === kind).map((c) => c.table_name))].sort()

test('the Database type names exactly the tables and views of the migrations', () => {
  const { tables, views } = readDatabaseType()
  expect(namesOf('BASE TABLE').length).toBeGreaterThan(0)
  expect([...tables.keys()].sort()).toEqual(namesOf('BASE TABLE'))
  expect([...views.keys()].sort()).toEqual(namesOf('VIEW'))
})

test('every Row field has the column type and nullability of the migrations', () => {
  const { tables, views } = readDatabaseType()
  const mismatches: string[] = []
  for (const c of columns) {
    const relation = (c.table_type === 'VIEW' ? views : tables).get(c.table_name)
    const base = tsTypeOf[c.data_type]
    if (!base)
      throw new Error(`no TypeScript type for ${c.data_type} (${c.table_name}.${c.column_name})`)
    // Like `supabase gen types`, every column of a view may be null.
    const expected = c.is_nullable === 'YES' || c.table_type === 'VIEW' ? `${base} | null` : base
    const actual = relation?.Row.get(c.column_name)
    if (actual?.type !== expected || actual.optional) {
      mismatches.push(
        `${c.table_name}.${c.column_name}: type says ${actual ? actual.type : 'nothing'}, database says ${expected}`,
      )
    }
  }
  for (const [name, relation] of [...tables, ...views]) {
    for (const field of relation.Row.keys()) {
      if (!columns.some((c) => c.table_name === name && c.column_name === field))
        mismatches.push(`${name}.${field}: not in the database`)
    }
  }
  expect(mismatches).toEqual([])
})

test('Insert fields are optional exactly where the database has a default or allows null; Update fields always are', () => {
  const { tables } = readDatabaseType()
  const mismatches: string[] = []
  for (const c of columns.filter((col) => col.table_type === 'BASE TABLE')) {
    const relation = tables.get(c.table_name)
    const row = relation?.Row.get(c.column_name)
    const insert = relation?.Insert?.get(c.column_name)
    const update = relation?.Update?.get(c.column_name)
    const optional =
      c.is_nullable === 'YES' ||
      c.column_default !== null ||
      c.is_generated === 'ALWAYS' ||
      c.is_identity === 'YES'
    // A generated column takes no value: like `supabase gen types`, Insert and Update say `never`.
    if (c.is_generated === 'ALWAYS') {
      if (
        !insert?.optional ||
        insert.type !== 'never' ||
        !update?.optional ||
        update.type !== 'never'
      )
        mismatches.push(
          `${c.table_name}.${c.column_name}: generated, Insert and Update should be optional never`,
        )
      continue
    }
    if (!insert || insert.optional !== optional || insert.type !== row?.type) {
      mismatches.push(
        `${c.table_name}.${c.column_name}: Insert should be ${optional ? 'optional' : 'required'} ${row?.type}`,
      )
    }
    if (!update || !update.optional || update.type !== row?.type)
      mismatches.push(`${c.table_name}.${c.column_name}: Update should be optional ${row?.type}`)
  }
  for (const [name, relation] of tables) {
    if (relation.Insert?.size !== relation.Row.size || relation.Update?.size !== relation.Row.size)
      mismatches.push(`${name}: Insert/Update/Row fields differ`)
  }
  expect(mismatches).toEqual([])
})

test('Relationships list the foreign keys between public tables', () => {
  const { tables } = readDatabaseType()
  for (const name of namesOf('BASE TABLE')) {
    const expected = foreignKeys
      .filter((fk) => fk.table_name === name)
      .map((fk) => fk.name)
      .sort()
    expect([...(tables.get(name)?.foreignKeys ?? [])].sort(), name).toEqual(expected)
  }
})
