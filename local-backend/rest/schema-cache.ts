// What PostgREST calls its schema cache: the tables, columns, keys and functions of `public`,
// read once from the catalog after the database is built. Identifiers in requests are checked
// against it before any SQL is written.
import type { LocalDatabase } from '../db.ts'

export interface Table {
  name: string
  columns: Map<string, string>
  /**
   * Computed fields: functions of `public` whose only argument is this table's row type, which
   * PostgREST lets a request filter, order and select by name (never part of `*`).
   */
  computed: Set<string>
  primaryKey: string[]
}

export interface ForeignKey {
  name: string
  table: string
  columns: string[]
  refTable: string
  refColumns: string[]
}

export interface DbFunction {
  name: string
  argNames: string[]
  returnsSet: boolean
  returnsComposite: boolean
  returnsVoid: boolean
}

export interface SchemaCache {
  tables: Map<string, Table>
  foreignKeys: ForeignKey[]
  functions: Map<string, DbFunction>
}

export async function loadSchemaCache(db: LocalDatabase): Promise<SchemaCache> {
  return db.asOwner(async (tx) => {
    const cols = await tx.query<{ table: string; column: string; type: string }>(
      `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
    )
    const tables = new Map<string, Table>()
    for (const row of cols.rows) {
      let t = tables.get(row.table)
      if (!t) {
        t = { name: row.table, columns: new Map(), computed: new Set(), primaryKey: [] }
        tables.set(row.table, t)
      }
      t.columns.set(row.column, row.type)
    }
    const keys = await tx.query<{
      name: string
      table: string
      type: string
      columns: string[]
      ref_table: string | null
      ref_columns: string[] | null
    }>(
      `select con.conname as name, c.relname as table, con.contype as type,
              array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
              rc.relname as ref_table,
              array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as ref_columns
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_class rc on rc.oid = con.confrelid
         left join pg_namespace rn on rn.oid = rc.relnamespace
        where n.nspname = 'public' and con.contype in ('p', 'f')
          and (con.contype = 'p' or rn.nspname = 'public')
        order by con.conname`,
    )
    const foreignKeys: ForeignKey[] = []
    for (const k of keys.rows) {
      if (k.type === 'p') {
        const t = tables.get(k.table)
        if (t) t.primaryKey = k.columns
      } else if (k.ref_table && k.ref_columns) {
        foreignKeys.push({
          name: k.name,
          table: k.table,
          columns: k.columns,
          refTable: k.ref_table,
          refColumns: k.ref_columns,
        })
      }
    }
    const fns = await tx.query<{
      name: string
      arg_names: string[] | null
      retset: boolean
      typtype: string
      rettype: string
    }>(
      `select p.proname as name, p.proargnames::text[] as arg_names, p.proretset as retset,
              t.typtype::text as typtype, t.typname::text as rettype
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type t on t.oid = p.prorettype
        where n.nspname = 'public' and p.prokind = 'f'
          and not (p.pronargs = 1 and exists (select 1 from pg_type a where a.oid = p.proargtypes[0] and a.typrelid <> 0))`,
    )
    const functions = new Map<string, DbFunction>()
    for (const f of fns.rows) {
      if (f.rettype === 'trigger') continue
      functions.set(f.name, {
        name: f.name,
        argNames: (f.arg_names ?? []).filter((n) => n !== ''),
        returnsSet: f.retset,
        returnsComposite: f.typtype === 'c',
        returnsVoid: f.rettype === 'void',
      })
    }
    const computed = await tx.query<{ table: string; name: string }>(
      `select c.relname as table, p.proname as name
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type a on a.oid = p.proargtypes[0]
         join pg_class c on c.oid = a.typrelid
         join pg_namespace cn on cn.oid = c.relnamespace
        where n.nspname = 'public' and cn.nspname = 'public' and p.prokind = 'f'
          and p.pronargs = 1 and not p.proretset`,
    )
    for (const f of computed.rows) tables.get(f.table)?.computed.add(f.name)
    return { tables, foreignKeys, functions }
  })
}
