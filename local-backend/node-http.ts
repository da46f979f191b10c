// Adapters between Node's http module (and connect middleware) and the backend's Web Request/Response.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Backend } from './app.ts'

const MAX_BODY_BYTES = 1_000_000

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buf = chunk as Buffer
    size += buf.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(buf)
  }
  return Buffer.concat(chunks)
}

export function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const host = req.headers.host ?? 'localhost'
  const url = new URL(req.url ?? '/', `http://${host}`)
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue
    if (Array.isArray(v)) for (const item of v) headers.append(k, item)
    else headers.set(k, v)
  }
  const method = req.method ?? 'GET'
  return new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || !body ? undefined : new Uint8Array(body),
  })
}

export async function sendResponse(
  res: ServerResponse,
  response: Response,
  head: boolean,
): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, key) => res.setHeader(key, value))
  const body = head || response.body === null ? null : Buffer.from(await response.arrayBuffer())
  if (body) res.setHeader('Content-Length', String(body.length))
  res.end(body ?? undefined)
}

/** Paths the backend may answer; anything else goes on to Vite (or 404 in the standalone server). */
export const BACKEND_PATH =
  /^\/(rest\/v1|auth\/v1|functions\/v1|storage\/v1|store|__checkout)(\/|$|\?)/

/** Handles a Node request with the backend. Resolves false when the path is not the backend's. */
export async function handleNode(
  backend: Backend,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (!BACKEND_PATH.test(req.url ?? '/')) return false
  const method = req.method ?? 'GET'
  let body: Buffer | undefined
  if (method !== 'GET' && method !== 'HEAD') {
    const read = await readBody(req)
    if (read === null) {
      res.statusCode = 413
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ message: 'Payload too large' }))
      return true
    }
    body = read
  }
  const request = toRequest(req, body)
  const response = await backend.handle(request, req.socket.remoteAddress ?? '127.0.0.1')
  if (!response) return false
  await sendResponse(res, response, method === 'HEAD')
  return true
}
