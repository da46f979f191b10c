// Adapters between Node's http module (and connect middleware) and the backend's Web Request/Response.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Backend } from './app.ts'
import { PLAIN_JSON_HEADERS } from './http.ts'

const MAX_BODY_BYTES = 1_000_000

/** Storage requests reach the backend as a stream: the storage routes cap what they read themselves. */
const STREAMED_PATH = /^\/storage\/v1\//

/** What the backend may leave unread of a streamed body, discarded, before the connection is cut. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024

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

/**
 * The request body as a web stream that follows the socket's pace. When the reader stops early
 * (a body over a limit) or never starts, `discard()` lets the rest flow to nowhere instead of
 * destroying the request, so the answer still reaches the client on a healthy connection.
 */
export function streamBody(req: IncomingMessage): {
  stream: ReadableStream<Uint8Array>
  discard(): void
} {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let finished = false
  let discarding = false
  let discarded = 0
  const onData = (chunk: Buffer) => {
    if (discarding) {
      discarded += chunk.length
      if (discarded > MAX_DISCARD_BYTES) req.destroy()
      return
    }
    controller.enqueue(new Uint8Array(chunk))
    if ((controller.desiredSize ?? 0) <= 0) req.pause()
  }
  const discard = () => {
    if (discarding || req.complete) return
    discarding = true
    req.resume()
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
        req.on('data', onData)
        req.once('end', () => {
          finished = true
          if (!discarding) controller.close()
        })
        req.once('error', (error) => {
          if (!finished && !discarding) controller.error(error)
        })
        req.pause()
      },
      pull() {
        req.resume()
      },
      cancel() {
        discard()
      },
    },
    { highWaterMark: 4 },
  )
  return { stream, discard }
}

export function toRequest(
  req: IncomingMessage,
  body: Buffer | ReadableStream<Uint8Array> | undefined,
): Request {
  const host = req.headers.host ?? 'localhost'
  const url = new URL(req.url ?? '/', `http://${host}`)
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue
    if (Array.isArray(v)) for (const item of v) headers.append(k, item)
    else headers.set(k, v)
  }
  const method = req.method ?? 'GET'
  if (method === 'GET' || method === 'HEAD' || !body) return new Request(url, { method, headers })
  if (body instanceof ReadableStream) {
    // `duplex` is required by Node's fetch for a streamed body; the DOM typings do not know it.
    return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit)
  }
  return new Request(url, { method, headers, body: new Uint8Array(body) })
}

/** A JSON answer written straight to Node's response, for what never reaches the backend's routes. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  for (const [name, value] of Object.entries(PLAIN_JSON_HEADERS)) res.setHeader(name, value)
  res.end(JSON.stringify(body))
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
  /^\/(rest\/v1|auth\/v1|functions\/v1|storage\/v1|store|__checkout|__mailbox)(\/|$|\?)/

/** Handles a Node request with the backend. Resolves false when the path is not the backend's. */
export async function handleNode(
  backend: Backend,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (!BACKEND_PATH.test(req.url ?? '/')) return false
  const method = req.method ?? 'GET'
  let body: Buffer | ReadableStream<Uint8Array> | undefined
  let discard = () => {}
  if (method !== 'GET' && method !== 'HEAD' && STREAMED_PATH.test(req.url ?? '/')) {
    ;({ stream: body, discard } = streamBody(req))
  } else if (method !== 'GET' && method !== 'HEAD') {
    const read = await readBody(req)
    if (read === null) {
      sendJson(res, 413, { message: 'Payload too large' })
      return true
    }
    body = read
  }
  const request = toRequest(req, body)
  let response: Response | null
  try {
    response = await backend.handle(request, req.socket.remoteAddress ?? '127.0.0.1')
  } finally {
    // Whatever the backend left unread of a streamed body is discarded (up to a ceiling) while
    // the answer goes out, so a client still sending gets it on a connection that stays usable.
    discard()
  }
  if (!response) return false
  await sendResponse(res, response, method === 'HEAD')
  return true
}
