// The body of an upload, read as Storage reads it: a multipart form (what browsers send for a
// Blob or File: the first file part, plus `cacheControl` and `metadata` fields) or the raw bytes
// with the type in `Content-Type` (what Node sends for bytes). Never more than the bucket's limit
// is kept in memory. Then the bucket's rules: size (413) and type (415), where the type is also
// checked against the file's first bytes, so an SVG or an HTML page sent as `image/png` is refused.
// Also the small JSON bodies of list and remove, read with their own cap.
import { isRecord, parseJson } from '../http.ts'
import { ERRORS } from './errors.ts'
import type { Bucket } from './objects.ts'

/** Storage's global upload limit (free plan), for a bucket without its own. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** JSON bodies (list, remove) are small. */
const MAX_JSON_BYTES = 1024 * 1024
/** Room for the multipart boundaries, part headers and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024

export interface IncomingFile {
  bytes: Uint8Array
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

/** The body, or null once it passes `cap` bytes (the rest is left to be discarded). */
export async function readCapped(
  request: Request,
  cap: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > cap) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** `image/PNG; charset=x` -> `image/png`. */
function essence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

function checkMimeType(mimetype: string, bucket: Bucket): void {
  const allowed = bucket.allowedMimeTypes
  if (!allowed || allowed.length === 0) return
  const ok = allowed.some((entry) => {
    const a = entry.toLowerCase()
    return a === mimetype || (a.endsWith('/*') && mimetype.startsWith(a.slice(0, -1)))
  })
  if (!ok) throw ERRORS.invalidMimeType(mimetype)
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to))
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b)
}

/** AVIF: an ISO BMFF `ftyp` box whose major or compatible brands include `avif` or `avis`. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0)
  const end = Math.min(boxSize, bytes.length)
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    const brand = ascii(bytes, at, at + 4)
    if (brand === 'avif' || brand === 'avis') return true
  }
  return false
}

/** File signatures ("magic bytes") of the types that have one. */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)),
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'image/avif': isAvif,
  'application/pdf': (b) => ascii(b, 0, 5) === '%PDF-',
}

/** Markup that a browser could run if it were ever served as a page (HTML, SVG, XML). */
const MARKUP = /^(?:\uFEFF)?\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)\b/i

function checkContent(mimetype: string, bytes: Uint8Array): void {
  const matches = SIGNATURES[mimetype]
  if (matches) {
    if (!matches(bytes)) throw ERRORS.contentMismatch(mimetype)
    return
  }
  const textual = mimetype.startsWith('text/') || /[/+]xml$/.test(mimetype)
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512))
  if (!textual && MARKUP.test(head)) throw ERRORS.contentMismatch(mimetype)
}

/** `metadata` field or `x-metadata` header: a JSON object, Storage's `user_metadata`. */
function userMetadata(text: string | null): Record<string, unknown> | null {
  if (text === null || text === '') return null
  const value = parseJson(text)
  if (isRecord(value)) return value
  throw ERRORS.invalidRequest('Invalid metadata')
}

/** The `cache-control` an object is served with; Storage's default is `no-cache`. */
function cacheControlOf(value: string | null, fromField: boolean): string {
  if (value === null || value === '') return 'no-cache'
  if (fromField) return /^\d+$/.test(value) ? `max-age=${value}` : 'no-cache'
  return /^[\w\s=,-]{1,200}$/.test(value) ? value : 'no-cache'
}

export async function readUpload(request: Request, bucket: Bucket): Promise<IncomingFile> {
  const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT)
  const contentType = request.headers.get('content-type') ?? ''
  let file: IncomingFile

  if (essence(contentType) === 'multipart/form-data') {
    const raw = await readCapped(request, limit + MULTIPART_OVERHEAD)
    if (raw === null) throw ERRORS.entityTooLarge()
    let form: FormData
    try {
      form = await new Response(raw, { headers: { 'Content-Type': contentType } }).formData()
    } catch {
      throw ERRORS.invalidRequest('Unexpected empty file received')
    }
    const part = [...form.values()].find((v): v is File => typeof v !== 'string')
    if (!part) throw ERRORS.invalidRequest('No file provided')
    // A part without a type is text/plain (RFC 7578), as Storage's multipart parser has it.
    const mimetype = essence(part.type) || 'text/plain'
    checkMimeType(mimetype, bucket)
    if (part.size > limit) throw ERRORS.entityTooLarge()
    const cacheTime = form.get('cacheControl')
    const metadata = form.get('metadata')
    file = {
      bytes: new Uint8Array(await part.arrayBuffer()),
      mimetype,
      cacheControl: cacheControlOf(typeof cacheTime === 'string' ? cacheTime : null, true),
      userMetadata: userMetadata(typeof metadata === 'string' ? metadata : null),
    }
  } else {
    const mimetype = essence(contentType) || 'application/octet-stream'
    checkMimeType(mimetype, bucket)
    const metadataHeader = request.headers.get('x-metadata')
    let metadataText: string | null = null
    if (metadataHeader !== null) {
      metadataText = Buffer.from(metadataHeader, 'base64').toString('utf8')
    }
    const meta = userMetadata(metadataText)
    const bytes = await readCapped(request, limit)
    if (bytes === null) throw ERRORS.entityTooLarge()
    file = {
      bytes,
      mimetype,
      cacheControl: cacheControlOf(request.headers.get('cache-control'), false),
      userMetadata: meta,
    }
  }

  checkContent(file.mimetype, file.bytes)
  return file
}

/** A JSON object body (list, remove), read with a cap. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readCapped(request, MAX_JSON_BYTES)
  if (bytes === null) throw ERRORS.entityTooLarge()
  const value = parseJson(new TextDecoder().decode(bytes))
  if (isRecord(value)) return value
  throw ERRORS.invalidRequest('body must be a JSON object')
}
