// msw handlers that answer like Supabase Storage for the requests storage-js 2.109 sends
// (node_modules/@supabase/storage-js, StorageFileApi): upload, list, remove, plus the public URL
// builder's shape. One in-memory bucket per call of `storageBucket()`.
//
// Uploads: storage-js sends a Blob/File as multipart (a `cacheControl` field and the file in a
// field named "") and anything else as the raw body with `content-type` and `cache-control`
// headers. Under jsdom, jsdom's File cannot go through Node's FormData (the part arrives empty),
// so tests build files with `testFile()` (Node's File), which storage-js sends raw; the handler
// reads both shapes.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { http, HttpResponse } from 'msw'
import { TEST_ORIGIN } from './render'

export const STORAGE_URL = `${TEST_ORIGIN}/storage/v1`

/** The public address storage-js builds for an object (`getPublicUrl`). */
export function publicUrlOf(path: string, bucket = 'site-media'): string {
  return encodeURI(`${STORAGE_URL}/object/public/${bucket}/${path}`)
}

export interface StoredObject {
  /** The object's full path inside the bucket. */
  path: string
  size: number
  mimetype: string
  createdAt: string
  /** The body an upload sent (uploads only). */
  body?: Blob
}

export interface StorageRequest {
  method: 'upload' | 'list' | 'remove'
  /** Upload: the object path; list: the prefix; remove: the first prefix. */
  path: string
  /** Upload: the file as the server received it. */
  body?: Blob
  /** Upload: the type the file was sent with. */
  contentType?: string
  /** List/remove: the JSON body. */
  json?: Record<string, unknown>
  headers: Headers
}

interface BucketOptions {
  bucket?: string
  /** Storage's answer to a write the policies refuse (as on Supabase for a non-admin). */
  denyWrites?: boolean
  /** Answers every list with this status (and Storage's error body). */
  listStatus?: number
  /** Awaited before an upload is answered (to see the uploading state). */
  beforeUpload?: () => Promise<void>
}

/** Storage's error body (`statusCode` as text, as the service sends it). */
export function storageError(status: number, error: string, message: string) {
  return HttpResponse.json({ statusCode: String(status), error, message }, { status })
}

const rlsError = () =>
  storageError(403, 'Unauthorized', 'new row violates row-level security policy')

let idCounter = 0

/**
 * A file as a person would pick it, built with Node's File so that its bytes survive the trip
 * through fetch under jsdom (see the note at the top). `size` pads the content to that length.
 */
export function testFile(name: string, type: string, { content = 'file', size = 0 } = {}): File {
  const text = size > content.length ? content.padEnd(size, '.') : content
  return new NodeFile([text], name, { type }) as unknown as File
}

/** A fake object (a file in the bucket) for a test's initial state. */
export function storedObject(
  path: string,
  { size = 1024, mimetype = 'image/png', createdAt = '2026-05-01T12:00:00.000Z' } = {},
): StoredObject {
  return { path, size, mimetype, createdAt }
}

/**
 * An in-memory Storage bucket: `handlers` to pass to `server.use`, `objects` to inspect, and
 * `requests`, every request the handlers answered (in order).
 */
export function storageBucket(initial: StoredObject[] = [], options: BucketOptions = {}) {
  const bucket = options.bucket ?? 'site-media'
  const objects = new Map(initial.map((o) => [o.path, o]))
  const requests: StorageRequest[] = []
  const base = `${STORAGE_URL}/object`

  const list = http.post(`${base}/list/${bucket}`, async ({ request }) => {
    const body = (await request.json()) as {
      prefix?: string
      limit?: number
      offset?: number
      sortBy?: { column?: string; order?: string }
      search?: string
    }
    requests.push({
      method: 'list',
      path: body.prefix ?? '',
      json: body,
      headers: request.headers,
    })
    if (options.listStatus) return storageError(options.listStatus, 'Error', 'list failed')
    const prefix = (body.prefix ?? '').replace(/^\/+|\/+$/g, '')
    const start = prefix ? `${prefix}/` : ''
    const folders = new Set<string>()
    const files: StoredObject[] = []
    for (const object of objects.values()) {
      if (!object.path.startsWith(start)) continue
      const rest = object.path.slice(start.length)
      const slash = rest.indexOf('/')
      if (slash >= 0) folders.add(rest.slice(0, slash))
      else files.push(object)
    }
    const entries = [
      ...[...folders].map((name) => ({
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      })),
      ...files.map((o) => ({
        name: o.path.slice(start.length),
        id: `obj-${o.path}`,
        updated_at: o.createdAt,
        created_at: o.createdAt,
        last_accessed_at: o.createdAt,
        metadata: {
          size: o.size,
          mimetype: o.mimetype,
          cacheControl: 'max-age=31536000',
          eTag: '"x"',
          lastModified: o.createdAt,
          contentLength: o.size,
          httpStatusCode: 200,
        },
      })),
    ]
    const column = (body.sortBy?.column ?? 'name') as 'name' | 'created_at'
    const direction = body.sortBy?.order === 'desc' ? -1 : 1
    entries.sort((a, b) => {
      const x = a[column]
      const y = b[column]
      // Postgres: nulls sort as larger than any value (first in desc, last in asc).
      if (x === y) return 0
      if (x === null) return direction
      if (y === null) return -direction
      return x < y ? -direction : direction
    })
    const offset = body.offset ?? 0
    return HttpResponse.json(entries.slice(offset, offset + (body.limit ?? 100)))
  })

  const upload = http.post(`${base}/${bucket}/*`, async ({ request }) => {
    const url = new URL(request.url)
    const path = decodeURIComponent(url.pathname.slice(`/storage/v1/object/${bucket}/`.length))
    const type = request.headers.get('content-type') ?? ''
    let body: Blob
    let contentType: string
    if (type.startsWith('multipart/form-data')) {
      const part = (await request.formData()).get('')
      if (part === null || typeof part === 'string') {
        return storageError(400, 'InvalidRequest', 'No file')
      }
      body = part
      contentType = part.type
    } else {
      contentType = type
      body = new NodeBlob([await request.arrayBuffer()], { type }) as unknown as Blob
    }
    requests.push({ method: 'upload', path, body, contentType, headers: request.headers })
    await options.beforeUpload?.()
    if (options.denyWrites) return rlsError()
    if (objects.has(path) && request.headers.get('x-upsert') !== 'true') {
      return storageError(409, 'Duplicate', 'The resource already exists')
    }
    objects.set(path, {
      path,
      size: body.size,
      mimetype: contentType,
      createdAt: new Date().toISOString(),
      body,
    })
    idCounter += 1
    return HttpResponse.json({ Key: `${bucket}/${path}`, Id: `uploaded-${idCounter}` })
  })

  const remove = http.delete(`${base}/${bucket}`, async ({ request }) => {
    const body = (await request.json()) as { prefixes?: string[] }
    requests.push({
      method: 'remove',
      path: body.prefixes?.[0] ?? '',
      json: body,
      headers: request.headers,
    })
    if (options.denyWrites) return HttpResponse.json([])
    const removed = (body.prefixes ?? []).flatMap((path) => {
      const object = objects.get(path)
      if (!object) return []
      objects.delete(path)
      return [{ name: path, bucket_id: bucket, id: `obj-${path}` }]
    })
    return HttpResponse.json(removed)
  })

  return { handlers: [list, upload, remove], objects, requests }
}
