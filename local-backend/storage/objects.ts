// `storage.buckets` and `storage.objects`: the statements Storage runs. Buckets are read as the
// owner (Storage reads them as its superuser); every object read and write runs as the caller's
// role with its claims, so the policies of the migrations decide (service_role bypasses RLS).
import type { Transaction } from '../db.ts'
import type { Claims, LocalDatabase } from '../db.ts'

export interface Bucket {
  id: string
  public: boolean
  fileSizeLimit: number | null
  allowedMimeTypes: string[] | null
}

/** What Storage keeps in `storage.objects.metadata` (from the stored object's head). */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  created_at: string
  updated_at: string
  last_accessed_at: string
  metadata: ObjectMetadata | null
  user_metadata: Record<string, unknown> | null
}

const ROW_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata'

export async function findBucket(db: LocalDatabase, id: string): Promise<Bucket | null> {
  const r = await db.asOwner((tx) =>
    tx.query<{
      id: string
      public: boolean | null
      file_size_limit: number | bigint | null
      allowed_mime_types: string[] | null
    }>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  )
  const row = r.rows[0]
  if (!row) return null
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  }
}

/** A public bucket's object, read as the owner (public URLs need no policy, as on Storage). */
export async function findPublicObject(
  db: LocalDatabase,
  bucket: string,
  name: string,
): Promise<{ bucketPublic: boolean | null; object: ObjectRow | null }> {
  return db.asOwner(async (tx) => {
    const b = await tx.query<{ public: boolean | null }>(
      'select public from storage.buckets where id = $1',
      [bucket],
    )
    const found = b.rows[0]
    if (!found) return { bucketPublic: null, object: null }
    if (found.public !== true) return { bucketPublic: false, object: null }
    const o = await tx.query<ObjectRow>(
      `select ${ROW_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    )
    return { bucketPublic: true, object: o.rows[0] ?? null }
  })
}

/** An object as the caller sees it through the select policies. */
export async function findObject(
  db: LocalDatabase,
  claims: Claims,
  bucket: string,
  name: string,
): Promise<ObjectRow | null> {
  const r = await db.asRole(claims, (tx) =>
    tx.query<ObjectRow>(
      `select ${ROW_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    ),
  )
  return r.rows[0] ?? null
}

export interface ObjectWrite {
  id: string
  bucket: string
  name: string
  owner: string | null
  ownerId: string | null
  version: string
  metadata: ObjectMetadata | null
  userMetadata: Record<string, unknown> | null
  /** `insert … on conflict do update`, which needs the select and update policies too. */
  upsert: boolean
}

/** Inserts (or upserts) an object's row in `tx`; answers the row's id (an upsert keeps the old one). */
export async function writeObjectRow(tx: Transaction, w: ObjectWrite): Promise<string> {
  const values = [
    w.id,
    w.bucket,
    w.name,
    w.owner,
    w.ownerId,
    w.version,
    w.metadata === null ? null : JSON.stringify(w.metadata),
    w.userMetadata === null ? null : JSON.stringify(w.userMetadata),
  ]
  const insert = `insert into storage.objects as o
      (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`
  if (!w.upsert) {
    // No RETURNING: a plain upload needs only the insert policy, as on Storage.
    await tx.query(insert, values)
    return w.id
  }
  const r = await tx.query<{ id: string }>(
    `${insert}
    on conflict (bucket_id, name) do update set
      owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
      metadata = excluded.metadata, user_metadata = excluded.user_metadata,
      updated_at = now(), last_accessed_at = now()
    returning o.id`,
    values,
  )
  return r.rows[0]?.id ?? w.id
}

class Rollback extends Error {}

/**
 * Storage's "can this caller upload here?": the same write, rolled back. It runs before the body
 * is read, so a refused caller gets 403 (or a duplicate 409) whatever the file is.
 */
export async function testObjectWrite(
  db: LocalDatabase,
  claims: Claims,
  w: ObjectWrite,
): Promise<void> {
  try {
    await db.asRole(claims, async (tx) => {
      await writeObjectRow(tx, w)
      throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
}

/** Deletes the named objects the delete policy lets the caller delete; answers their rows. */
export async function deleteObjects(
  db: LocalDatabase,
  claims: Claims,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  const r = await db.asRole(claims, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
        returning ${ROW_COLUMNS}`,
      [bucket, names],
    ),
  )
  return r.rows
}

export interface ListOptions {
  prefix: string
  limit: number
  offset: number
  search: string
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at'
  sortOrder: 'asc' | 'desc'
}

export interface ListEntry {
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: ObjectMetadata | null
}

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * Storage's `storage.search` (what `list()` calls), run as the caller: one level below `prefix`,
 * folders first (as entries whose `id` and dates are null), then objects, `limit`/`offset` over
 * both. Matching is case-insensitive like Storage's `ilike`, but `%` and `_` in the prefix or the
 * search text match only themselves here.
 */
export async function listObjects(
  db: LocalDatabase,
  claims: Claims,
  bucket: string,
  o: ListOptions,
): Promise<ListEntry[]> {
  const prefix = o.prefix !== '' && !o.prefix.endsWith('/') ? `${o.prefix}/` : o.prefix
  const level = prefix.split('/').length
  const pattern = `${likeEscape(prefix)}${likeEscape(o.search)}%`
  // The column and direction come from fixed lists (routes.ts checks them).
  const order = `${o.sortColumn} ${o.sortOrder}`
  const r = await db.asRole(claims, (tx) =>
    tx.query<ListEntry>(
      `with folders as (
         select path_tokens[$1] as folder from storage.objects
         where name ilike $2 and bucket_id = $3 and array_length(path_tokens, 1) <> $1
         group by folder
         order by folder ${o.sortOrder}
       )
       (select folder as name, null::uuid as id, null::timestamptz as updated_at,
               null::timestamptz as created_at, null::timestamptz as last_accessed_at,
               null::jsonb as metadata
          from folders)
       union all
       (select path_tokens[$1] as name, id, updated_at, created_at, last_accessed_at, metadata
          from storage.objects
         where name ilike $2 and bucket_id = $3 and array_length(path_tokens, 1) = $1
         order by ${order})
       limit $4 offset $5`,
      [level, pattern, bucket, o.limit, o.offset],
    ),
  )
  return r.rows
}
