// Object answers: the stored bytes with the stored type and cache-control, or, for the public
// route, a file of the repository's `public/<bucket>/` folder (the seeded demo images and PDFs).
// Every answer carries `nosniff` and a sandboxing CSP: a file that got in anyway never runs.
// Also the `info()` body of an object.
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { ObjectRow } from './objects.ts'

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
}

export interface ServedFile {
  bytes: Uint8Array
  contentType: string
  cacheControl: string
  eTag?: string
  lastModified?: string
}

/** `?download` / `?download=name.pdf`, as Storage answers it. */
function contentDisposition(url: URL): string | null {
  const download = url.searchParams.get('download')
  if (download === null) return null
  if (download === '') return 'attachment;'
  const ascii = download.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(download)}`
}

export function fileResponse(request: Request, file: ServedFile): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  })
  // Chromium's PDF viewer refuses a sandboxed document, and a PDF runs no page script anyway.
  if (file.contentType !== 'application/pdf')
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  if (file.eTag) headers.set('ETag', file.eTag)
  if (file.lastModified) headers.set('Last-Modified', new Date(file.lastModified).toUTCString())
  const disposition = contentDisposition(new URL(request.url))
  if (disposition) headers.set('Content-Disposition', disposition)
  if (file.eTag && request.headers.get('if-none-match') === file.eTag) {
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(file.bytes.byteLength))
  const head = request.method.toUpperCase() === 'HEAD'
  return new Response(head ? null : (file.bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  })
}

/** A file of `public/<bucket>/<name>`, or null. `name` is already checked (names.ts). */
export async function readPublicFile(
  publicDir: string,
  bucket: string,
  name: string,
): Promise<ServedFile | null> {
  const root = resolve(publicDir)
  const file = resolve(root, bucket, ...name.split('/'))
  if (!file.startsWith(root + sep) || /[/\\]/.test(bucket) || bucket.startsWith('.')) return null
  try {
    const info = await stat(file)
    if (!info.isFile()) return null
    return {
      bytes: new Uint8Array(await readFile(file)),
      contentType: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: 'max-age=3600',
    }
  } catch {
    return null
  }
}

/** An object of `storage.objects` with its bytes. */
export function servedObject(request: Request, row: ObjectRow, bytes: Uint8Array): Response {
  const meta = row.metadata
  return fileResponse(request, {
    bytes,
    contentType: meta?.mimetype ?? 'application/octet-stream',
    cacheControl: meta?.cacheControl ?? 'no-cache',
    eTag: meta?.eTag,
    lastModified: meta?.lastModified,
  })
}

/** storage-js's `info()` shape (FileObjectV2). */
export function infoBody(row: ObjectRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    created_at: row.created_at,
    last_modified: row.metadata?.lastModified ?? row.updated_at,
    size: row.metadata?.size,
    cache_control: row.metadata?.cacheControl,
    content_type: row.metadata?.mimetype,
    etag: row.metadata?.eTag,
    metadata: row.user_metadata,
  }
}
