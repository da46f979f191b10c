// `/storage/v1/object/public/:bucket/*`: public objects, served from `public/<bucket>/...`.
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

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

function error(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ statusCode: String(status), error: code, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export async function handleStorage(
  request: Request,
  path: string,
  publicDir: string,
): Promise<Response> {
  const method = request.method.toUpperCase()
  const m = /^\/object\/public\/(.+)$/.exec(path)
  if (!m || (method !== 'GET' && method !== 'HEAD'))
    return error(404, 'not_found', 'Route not found')
  let segments: string[]
  try {
    segments = m[1]!.split('/').map((s) => decodeURIComponent(s))
  } catch {
    return error(400, 'invalid_key', 'Invalid key')
  }
  if (
    segments.length < 2 ||
    segments.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))
  ) {
    return error(400, 'invalid_key', 'Invalid key')
  }
  const root = resolve(publicDir)
  const file = resolve(join(root, ...segments))
  if (!file.startsWith(root + sep)) return error(400, 'invalid_key', 'Invalid key')
  try {
    const info = await stat(file)
    if (!info.isFile()) return error(404, 'not_found', 'Object not found')
    const body = method === 'HEAD' ? null : await readFile(file)
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': String(info.size),
        'Cache-Control': 'max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch {
    return error(404, 'not_found', 'Object not found')
  }
}
