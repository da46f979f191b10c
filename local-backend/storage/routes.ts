// `/storage/v1`: the subset of Supabase Storage's object API that storage-js sends for the staff
// uploads (upload, update, remove, list, public URL, download, exists, info), with Storage's
// answers and error shapes (see errors.ts). Reading a public bucket's object needs nothing; every
// other route needs the `apikey` and runs as the role of the Bearer token, so the policies on
// `storage.objects` decide, as on hosted Supabase.
import { createHash, randomUUID } from 'node:crypto'
import type { Claims, LocalDatabase } from '../db.ts'
import { json } from '../http.ts'
import { JwtError, requestClaims } from '../jwt.ts'
import { ERRORS, StorageError, fromDatabaseError, routeNotFound } from './errors.ts'
import type { FileStore } from './files.ts'
import { bucketName, objectTarget, type ObjectTarget } from './names.ts'
import {
  deleteObjects,
  findBucket,
  findObject,
  findPublicObject,
  listObjects,
  testObjectWrite,
  writeObjectRow,
  type ListOptions,
  type ObjectMetadata,
  type ObjectWrite,
} from './objects.ts'
import { fileResponse, infoBody, readPublicFile, servedObject } from './serve.ts'
import { readJson, readUpload } from './upload.ts'

export interface StorageContext {
  db: LocalDatabase
  files: FileStore
  /** The repository's `public/` folder: the public route's fallback. */
  publicDir: string
  /** The gateway's `apikey` check (app.ts); null when the key is fine. */
  apiKeyProblem(request: Request): Response | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function handleStorage(
  request: Request,
  path: string,
  ctx: StorageContext,
): Promise<Response> {
  try {
    return await route(request, path, ctx)
  } catch (error) {
    if (error instanceof StorageError) return error.response()
    const mapped = fromDatabaseError(error)
    if (mapped) return mapped.response()
    throw error
  }
}

async function route(request: Request, path: string, ctx: StorageContext): Promise<Response> {
  const method = request.method.toUpperCase()
  const read = method === 'GET' || method === 'HEAD'
  let m: RegExpExecArray | null

  if (read && (m = /^\/object\/public\/([^/]+)\/(.*)$/.exec(path)))
    return servePublic(request, objectTarget(m[1]!, m[2]!), ctx)
  if (method === 'GET' && (m = /^\/object\/info\/public\/([^/]+)\/(.*)$/.exec(path)))
    return publicInfo(objectTarget(m[1]!, m[2]!), ctx)

  const problem = ctx.apiKeyProblem(request)
  if (problem) return problem
  const claims = await claimsOf(request)

  if (method === 'POST' && (m = /^\/object\/list\/([^/]+)$/.exec(path)))
    return list(request, bucketName(m[1]!), claims, ctx)
  if (method === 'GET' && (m = /^\/object\/info\/(?:authenticated\/)?([^/]+)\/(.*)$/.exec(path)))
    return info(objectTarget(m[1]!, m[2]!), claims, ctx)
  if (read && (m = /^\/object\/(?:authenticated\/)?([^/]+)\/(.*)$/.exec(path)))
    return download(request, objectTarget(m[1]!, m[2]!), claims, ctx)
  if ((method === 'POST' || method === 'PUT') && (m = /^\/object\/([^/]+)\/(.*)$/.exec(path))) {
    // PUT (update) is an upsert on Storage too; POST upserts with `x-upsert: true`.
    const upsert = method === 'PUT' || request.headers.get('x-upsert') === 'true'
    return upload(request, objectTarget(m[1]!, m[2]!), upsert, claims, ctx)
  }
  if (method === 'DELETE' && (m = /^\/object\/([^/]+)\/?$/.exec(path)))
    return remove(request, bucketName(m[1]!), claims, ctx)
  return routeNotFound(method, path)
}

/** The token's claims; a bad or expired token is Storage's `InvalidJWT`. */
async function claimsOf(request: Request): Promise<Claims> {
  try {
    return await requestClaims(request.headers)
  } catch (error) {
    if (!(error instanceof JwtError)) throw error
    throw ERRORS.invalidJwt(error.expired ? '"exp" claim timestamp check failed' : error.message)
  }
}

async function servePublic(
  request: Request,
  { bucket, name }: ObjectTarget,
  ctx: StorageContext,
): Promise<Response> {
  const { bucketPublic, object } = await findPublicObject(ctx.db, bucket, name)
  if (bucketPublic === false) throw ERRORS.noSuchBucket()
  if (object) {
    const bytes = await ctx.files.read(bucket, name)
    if (bytes) return servedObject(request, object, bytes)
  }
  const file = await readPublicFile(ctx.publicDir, bucket, name)
  if (file) return fileResponse(request, file)
  throw ERRORS.noSuchKey()
}

async function download(
  request: Request,
  { bucket, name }: ObjectTarget,
  claims: Claims,
  ctx: StorageContext,
): Promise<Response> {
  const row = await findObject(ctx.db, claims, bucket, name)
  const bytes = row && (await ctx.files.read(bucket, name))
  if (!row || !bytes) throw ERRORS.noSuchKey()
  return servedObject(request, row, bytes)
}

async function publicInfo({ bucket, name }: ObjectTarget, ctx: StorageContext) {
  const { bucketPublic, object } = await findPublicObject(ctx.db, bucket, name)
  if (bucketPublic !== true) throw ERRORS.noSuchBucket()
  if (!object) throw ERRORS.noSuchKey()
  return json(infoBody(object))
}

async function info({ bucket, name }: ObjectTarget, claims: Claims, ctx: StorageContext) {
  const row = await findObject(ctx.db, claims, bucket, name)
  if (!row) throw ERRORS.noSuchKey()
  return json(infoBody(row))
}

async function upload(
  request: Request,
  { bucket: bucketId, name }: ObjectTarget,
  upsert: boolean,
  claims: Claims,
  ctx: StorageContext,
): Promise<Response> {
  const bucket = await findBucket(ctx.db, bucketId)
  if (!bucket) throw ERRORS.noSuchBucket()
  const sub = typeof claims.sub === 'string' ? claims.sub : null
  const write: ObjectWrite = {
    id: randomUUID(),
    bucket: bucketId,
    name,
    owner: sub && UUID.test(sub) ? sub : null,
    ownerId: sub,
    version: randomUUID(),
    metadata: null,
    userMetadata: null,
    upsert,
  }
  // As Storage: the policies first (rolled back), then the body and the bucket's rules.
  await testObjectWrite(ctx.db, claims, write)
  const file = await readUpload(request, bucket)
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.byteLength,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  }
  const id = await ctx.db.asRole(claims, async (tx) => {
    const rowId = await writeObjectRow(tx, { ...write, metadata, userMetadata: file.userMetadata })
    // Only once the row is in: a refused or failed write leaves no file behind.
    await ctx.files.write(bucketId, name, file.bytes)
    return rowId
  })
  return json({ Id: id, Key: `${bucketId}/${name}` })
}

async function remove(
  request: Request,
  bucket: string,
  claims: Claims,
  ctx: StorageContext,
): Promise<Response> {
  const { prefixes } = await readJson(request)
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw ERRORS.invalidRequest('body/prefixes must be a non-empty array of strings')
  }
  const rows = await deleteObjects(ctx.db, claims, bucket, prefixes as string[])
  for (const row of rows) await ctx.files.remove(bucket, row.name)
  return json(rows)
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const

async function list(
  request: Request,
  bucket: string,
  claims: Claims,
  ctx: StorageContext,
): Promise<Response> {
  const body = await readJson(request)
  const { prefix, limit = 100, offset = 0, search = '', sortBy } = body
  const bad = (message: string) => ERRORS.invalidRequest(`body/${message}`)
  if (typeof prefix !== 'string') throw bad("must have required property 'prefix'")
  if (!Number.isInteger(limit) || (limit as number) < 1) throw bad('limit must be >= 1')
  if (!Number.isInteger(offset) || (offset as number) < 0) throw bad('offset must be >= 0')
  if (typeof search !== 'string') throw bad('search must be string')
  const sort = (sortBy ?? { column: 'name' }) as { column?: unknown; order?: unknown }
  const column = SORT_COLUMNS.find((c) => c === sort.column)
  if (!column) throw bad(`sortBy/column must be one of ${SORT_COLUMNS.join(', ')}`)
  const order = sort.order === undefined ? 'asc' : sort.order
  if (order !== 'asc' && order !== 'desc') throw bad('sortBy/order must be asc or desc')
  const options: ListOptions = {
    prefix,
    limit: limit as number,
    offset: offset as number,
    search,
    sortColumn: column,
    sortOrder: order,
  }
  return json(await listObjects(ctx.db, claims, bucket, options))
}
