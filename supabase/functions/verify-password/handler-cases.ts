// The handler's test cases, run under Node (handler.node.test.ts, Vitest) and under Deno
// (handler.deno.test.ts) so that both runtimes are proven to behave the same.
import assert from 'node:assert/strict'
import {
  AREA_BURST,
  AREA_LEAK_SECONDS,
  createMemoryAreaBudget,
  createMemoryFailureStore,
  handler,
  MAX_FAILURES,
  SECRET_NAMES,
  TRUSTED_ADDRESS_HEADER,
  WINDOW_SECONDS,
  type HandlerContext,
} from './handler.ts'

const PASSWORDS: Record<string, string> = {
  ADMIN_PASSWORD: 'admin-secret-1',
  ESCRITOR_PASSWORD: 'escritor-secret-2',
  MOV_PLUS_ADMIN_PASSWORD: 'movplus-secret-3',
}
const URL_ = 'http://localhost/functions/v1/verify-password'
/** What a browser may send along (supabase-js's headers); the preflight must allow each. */
const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-retry-count, x-region, x-supabase-api-version'

let addressCounter = 0
/**
 * A fresh client address per call site, so the counters of different cases never meet. `post`
 * sends it as the hosted edge does (TRUSTED_ADDRESS_HEADER), behind a client-written
 * X-Forwarded-For that names someone else.
 */
function freshAddress(): string {
  addressCounter += 1
  return `203.0.113.${addressCounter}`
}

interface Setup {
  ctx: HandlerContext
  logs: string[]
  envReads: string[]
  clock: { now: number }
}

function setup(env: Record<string, string | undefined> = PASSWORDS): Setup {
  const logs: string[] = []
  const envReads: string[] = []
  const clock = { now: Date.UTC(2026, 0, 1) }
  const ctx: HandlerContext = {
    env: (name) => {
      envReads.push(name)
      return env[name]
    },
    failures: createMemoryFailureStore(() => clock.now),
    areaBudget: createMemoryAreaBudget(() => clock.now),
    log: (line) => logs.push(line),
  }
  return { ctx, logs, envReads, clock }
}

function post(
  body: unknown,
  address: string,
  init: { raw?: boolean; headers?: Record<string, string> } = {},
): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-forwarded-for': `198.51.100.77, ${address}, 10.0.0.1`,
      [TRUSTED_ADDRESS_HEADER]: address,
      ...init.headers,
    },
    body: init.raw ? (body as string) : JSON.stringify(body),
  })
}

async function answer(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  }
}

function assertCors(response: Response) {
  assert.equal(response.headers.get('access-control-allow-origin'), '*')
  assert.equal(response.headers.get('access-control-allow-headers'), ALLOWED_HEADERS)
}

async function expectBadRequest(body: unknown, error: string, raw = false) {
  const { ctx } = setup()
  const response = await handler(post(body, freshAddress(), { raw }), ctx)
  assertCors(response)
  assert.deepEqual(await answer(response), { status: 400, body: { error } })
}

export const cases: Array<{ name: string; run: () => Promise<void> }> = [
  {
    name: 'the right password of each area is accepted',
    run: async () => {
      for (const secretName of SECRET_NAMES) {
        const { ctx } = setup()
        const response = await handler(
          post({ secretName, password: PASSWORDS[secretName] }, freshAddress()),
          ctx,
        )
        assertCors(response)
        assert.equal(response.headers.get('content-type'), 'application/json')
        assert.deepEqual(await answer(response), { status: 200, body: { authenticated: true } })
      }
    },
  },
  {
    name: "a wrong password, or another area's password, is refused for each area",
    run: async () => {
      for (const secretName of SECRET_NAMES) {
        const { ctx } = setup()
        const other = SECRET_NAMES.find((n) => n !== secretName)!
        for (const password of [
          'wrong',
          PASSWORDS[other]!,
          `${PASSWORDS[secretName]} `,
          PASSWORDS[secretName]!.toUpperCase(),
        ]) {
          const response = await handler(post({ secretName, password }, freshAddress()), ctx)
          assert.deepEqual(await answer(response), { status: 200, body: { authenticated: false } })
        }
      }
    },
  },
  {
    name: 'an unknown secretName is a 400 and no environment variable of that name is read',
    run: async () => {
      for (const secretName of [
        'SUPABASE_SERVICE_ROLE_KEY',
        'admin_password',
        'ADMIN',
        '',
        'SUPABASE_DB_URL',
      ]) {
        const { ctx, envReads } = setup({
          ...PASSWORDS,
          SUPABASE_SERVICE_ROLE_KEY: 'x',
          SUPABASE_DB_URL: 'x',
        })
        const response = await handler(post({ secretName, password: 'x' }, freshAddress()), ctx)
        assert.deepEqual(await answer(response), {
          status: 400,
          body: { error: 'invalid_secret_name' },
        })
        assert.deepEqual(envReads, [])
      }
    },
  },
  {
    name: 'a missing or non-string secretName is a 400',
    run: async () => {
      await expectBadRequest({ password: 'x' }, 'invalid_secret_name')
      await expectBadRequest({ secretName: null, password: 'x' }, 'invalid_secret_name')
      await expectBadRequest(
        { secretName: ['ADMIN_PASSWORD'], password: 'x' },
        'invalid_secret_name',
      )
      await expectBadRequest(
        { secretName: { toString: 'ADMIN_PASSWORD' }, password: 'x' },
        'invalid_secret_name',
      )
    },
  },
  {
    name: 'an empty, missing or non-string password is a 400',
    run: async () => {
      await expectBadRequest({ secretName: 'ADMIN_PASSWORD', password: '' }, 'invalid_password')
      await expectBadRequest({ secretName: 'ADMIN_PASSWORD' }, 'invalid_password')
      await expectBadRequest({ secretName: 'ADMIN_PASSWORD', password: null }, 'invalid_password')
      await expectBadRequest({ secretName: 'ADMIN_PASSWORD', password: 12345 }, 'invalid_password')
      await expectBadRequest({ secretName: 'ADMIN_PASSWORD', password: true }, 'invalid_password')
      await expectBadRequest(
        { secretName: 'ADMIN_PASSWORD', password: ['admin-secret-1'] },
        'invalid_password',
      )
      await expectBadRequest(
        { secretName: 'ADMIN_PASSWORD', password: { value: 'admin-secret-1' } },
        'invalid_password',
      )
    },
  },
  {
    name: 'malformed JSON, a non-object body, an empty body and invalid UTF-8 are 400',
    run: async () => {
      await expectBadRequest('{"secretName":"ADMIN_PASSWORD",', 'invalid_json', true)
      await expectBadRequest('secretName=ADMIN_PASSWORD&password=x', 'invalid_json', true)
      await expectBadRequest('', 'invalid_json', true)
      await expectBadRequest('null', 'invalid_json', true)
      await expectBadRequest('[]', 'invalid_json', true)
      await expectBadRequest('"ADMIN_PASSWORD"', 'invalid_json', true)
      const { ctx } = setup()
      const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])
      const response = await handler(new Request(URL_, { method: 'POST', body: invalidUtf8 }), ctx)
      assert.deepEqual(await answer(response), { status: 400, body: { error: 'invalid_json' } })
    },
  },
  {
    name: 'a body over 1 KB is a 413, whether or not its length is declared',
    run: async () => {
      const { ctx } = setup()
      const big = { secretName: 'ADMIN_PASSWORD', password: 'a'.repeat(1100) }
      const declared = await handler(
        post(big, freshAddress(), { headers: { 'content-length': '1100' } }),
        ctx,
      )
      assertCors(declared)
      assert.deepEqual(await answer(declared), {
        status: 413,
        body: { error: 'payload_too_large' },
      })
      const bytes = new TextEncoder().encode(JSON.stringify(big))
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, 600))
          controller.enqueue(bytes.slice(600))
          controller.close()
        },
      })
      const undeclared = await handler(
        new Request(URL_, { method: 'POST', body: stream, duplex: 'half' } as RequestInit & {
          duplex: 'half'
        }),
        ctx,
      )
      assert.deepEqual(await answer(undeclared), {
        status: 413,
        body: { error: 'payload_too_large' },
      })
      // Exactly at the limit is still read.
      const padded = { secretName: 'ADMIN_PASSWORD', password: 'p' }
      const fill = 1024 - JSON.stringify({ ...padded, pad: '' }).length
      const atLimit = await handler(post({ ...padded, pad: 'x'.repeat(fill) }, freshAddress()), ctx)
      assert.deepEqual(await answer(atLimit), { status: 200, body: { authenticated: false } })
    },
  },
  {
    name: 'methods other than POST and OPTIONS are 405 with Allow',
    run: async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const { ctx } = setup()
        const response = await handler(new Request(URL_, { method }), ctx)
        assertCors(response)
        assert.equal(response.headers.get('allow'), 'POST, OPTIONS')
        assert.deepEqual(await answer(response), {
          status: 405,
          body: { error: 'method_not_allowed' },
        })
      }
    },
  },
  {
    name: 'the CORS preflight is answered with the allowed headers and no body',
    run: async () => {
      const { ctx } = setup()
      const response = await handler(
        new Request(URL_, {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://outro-site.example',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
          },
        }),
        ctx,
      )
      assert.equal(response.status, 204)
      assertCors(response)
      assert.equal(response.headers.get('access-control-allow-methods'), 'POST, OPTIONS')
      assert.equal(response.headers.get('access-control-max-age'), '86400')
      assert.equal(await response.text(), '')
    },
  },
  {
    name: 'an unset or empty secret never matches',
    run: async () => {
      for (const env of [{}, { ADMIN_PASSWORD: '' }]) {
        const { ctx } = setup(env)
        for (const password of ['undefined', 'null', ' ', 'admin-secret-1']) {
          const response = await handler(
            post({ secretName: 'ADMIN_PASSWORD', password }, freshAddress()),
            ctx,
          )
          assert.deepEqual(await answer(response), { status: 200, body: { authenticated: false } })
        }
      }
    },
  },
  {
    name: `after ${MAX_FAILURES} failures an address gets 429 with Retry-After, even with the right password; other addresses do not`,
    run: async () => {
      const { ctx } = setup()
      const address = freshAddress()
      for (let i = 0; i < MAX_FAILURES; i++) {
        const response = await handler(
          post({ secretName: 'ESCRITOR_PASSWORD', password: `guess-${i}` }, address),
          ctx,
        )
        assert.deepEqual(await answer(response), { status: 200, body: { authenticated: false } })
      }
      const blocked = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, address),
        ctx,
      )
      assertCors(blocked)
      assert.equal(blocked.status, 429)
      assert.equal(blocked.headers.get('retry-after'), String(WINDOW_SECONDS))
      assert.deepEqual((await answer(blocked)).body, {
        authenticated: false,
        error: 'too_many_attempts',
        retryAfter: WINDOW_SECONDS,
      })
      const other = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, freshAddress()),
        ctx,
      )
      assert.deepEqual(await answer(other), { status: 200, body: { authenticated: true } })
    },
  },
  {
    name: 'the block lifts when the 15-minute window has passed',
    run: async () => {
      const { ctx, clock } = setup()
      const address = freshAddress()
      for (let i = 0; i < MAX_FAILURES; i++)
        await handler(post({ secretName: 'ADMIN_PASSWORD', password: 'no' }, address), ctx)
      clock.now += 10 * 60 * 1000
      const still = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: 'no' }, address),
        ctx,
      )
      assert.equal(still.status, 429)
      assert.equal(still.headers.get('retry-after'), String(5 * 60))
      clock.now += 5 * 60 * 1000
      const after = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, address),
        ctx,
      )
      assert.deepEqual(await answer(after), { status: 200, body: { authenticated: true } })
    },
  },
  {
    name: 'a success resets the failure count',
    run: async () => {
      const { ctx } = setup()
      const address = freshAddress()
      const wrong = () =>
        handler(post({ secretName: 'MOV_PLUS_ADMIN_PASSWORD', password: 'no' }, address), ctx)
      for (let i = 0; i < MAX_FAILURES - 1; i++) assert.equal((await wrong()).status, 200)
      const right = await handler(
        post(
          { secretName: 'MOV_PLUS_ADMIN_PASSWORD', password: PASSWORDS.MOV_PLUS_ADMIN_PASSWORD },
          address,
        ),
        ctx,
      )
      assert.deepEqual(await answer(right), { status: 200, body: { authenticated: true } })
      for (let i = 0; i < MAX_FAILURES; i++) assert.equal((await wrong()).status, 200)
      assert.equal((await wrong()).status, 429)
    },
  },
  {
    name: 'bad requests do not count as failures',
    run: async () => {
      const { ctx } = setup()
      const address = freshAddress()
      for (let i = 0; i < MAX_FAILURES + 2; i++) {
        assert.equal(
          (await handler(post({ secretName: 'NOPE', password: 'x' }, address), ctx)).status,
          400,
        )
      }
      const right = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, address),
        ctx,
      )
      assert.deepEqual(await answer(right), { status: 200, body: { authenticated: true } })
    },
  },
  {
    name: 'log lines hold the outcome, the area and a hash of the address, never the password, the body or the address',
    run: async () => {
      const { ctx, logs } = setup()
      const address = freshAddress()
      const secret = 'S3cr3t-typed-by-someone'
      await handler(post({ secretName: 'ADMIN_PASSWORD', password: secret }, address), ctx)
      await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, address),
        ctx,
      )
      await handler(post({ secretName: 'NOT_A_SECRET', password: secret }, address), ctx)
      await handler(
        post(`{"secretName":"ADMIN_PASSWORD","password":"${secret}"`, address, { raw: true }),
        ctx,
      )
      for (let i = 0; i < MAX_FAILURES; i++)
        await handler(post({ secretName: 'ESCRITOR_PASSWORD', password: secret }, address), ctx)
      await handler(
        post(
          { secretName: 'ESCRITOR_PASSWORD', password: secret, padding: 'x'.repeat(2000) },
          address,
        ),
        ctx,
      )
      assert.equal(logs.length, 10)
      for (const line of logs) {
        assert.ok(!line.includes(secret), line)
        assert.ok(!line.includes(PASSWORDS.ADMIN_PASSWORD!), line)
        assert.ok(!line.includes(address), line)
        assert.ok(!line.includes('NOT_A_SECRET'), line)
        const entry = JSON.parse(line) as Record<string, unknown>
        assert.equal(entry.function, 'verify-password')
        assert.match(String(entry.client), /^[0-9a-f]{64}$/)
      }
      const outcomes = logs.map((l) => {
        const e = JSON.parse(l) as Record<string, unknown>
        return `${e.outcome}:${e.area}`
      })
      assert.deepEqual(outcomes, [
        'denied:admin',
        'granted:admin',
        'invalid_secret_name:null',
        'invalid_json:null',
        'denied:escritor',
        'denied:escritor',
        'denied:escritor',
        'denied:escritor',
        'denied:escritor',
        'payload_too_large:null',
      ])
    },
  },
  {
    name: 'a failing counter answers 500 without logging the password',
    run: async () => {
      const { ctx, logs } = setup()
      ctx.failures = {
        blockedFor: () => Promise.reject(new Error('connection refused')),
        recordFailure: () => Promise.resolve(),
        reset: () => Promise.resolve(),
      }
      const response = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: 'pw-in-error-case' }, freshAddress()),
        ctx,
      )
      assertCors(response)
      assert.deepEqual(await answer(response), { status: 500, body: { error: 'internal_error' } })
      assert.equal(logs.length, 1)
      assert.ok(!logs[0]!.includes('pw-in-error-case'))
    },
  },
  {
    name: 'with a database, the counter is kept through db.query with the hashed address only',
    run: async () => {
      const statements: Array<{ text: string; params: unknown[] }> = []
      const { ctx } = setup()
      delete ctx.failures
      delete ctx.areaBudget
      ctx.db = {
        query: (text, params = []) => {
          statements.push({ text, params })
          // The area budget's upsert returns its row when the attempt was taken.
          return Promise.resolve({ rows: /returning level/.test(text) ? [{ level: 1 }] : [] })
        },
      }
      const address = freshAddress()
      await handler(post({ secretName: 'ADMIN_PASSWORD', password: 'wrong-db' }, address), ctx)
      await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, address),
        ctx,
      )
      // blockedFor, take from the area, forget stale rows, count the failure;
      // blockedFor, take from the area, give it back, reset.
      assert.equal(statements.length, 8)
      assert.match(statements[0]!.text, /^select .* from private\.verify_password_failures/s)
      assert.match(statements[1]!.text, /insert into private\.verify_password_area_budget/)
      assert.match(
        statements[2]!.text,
        /delete from private\.verify_password_failures where window_started_at/,
      )
      assert.match(statements[3]!.text, /insert into private\.verify_password_failures/)
      assert.match(statements[5]!.text, /insert into private\.verify_password_area_budget/)
      assert.match(statements[6]!.text, /update private\.verify_password_area_budget/)
      assert.match(
        statements[7]!.text,
        /delete from private\.verify_password_failures where address_hash = \$1$/,
      )
      for (const { text, params } of statements) {
        if (text.includes('verify_password_area_budget')) assert.deepEqual(params, ['admin'])
        else assert.match(String(params[0]), /^[0-9a-f]{64}$/)
        assert.ok(!JSON.stringify({ text, params }).includes('wrong-db'))
        assert.ok(!JSON.stringify({ text, params }).includes(address))
      }
    },
  },
  {
    name: 'rotating a forged X-Forwarded-For does not bypass the address limit',
    run: async () => {
      const { ctx } = setup()
      const address = freshAddress()
      const statuses: number[] = []
      for (let i = 0; i < 10; i++) {
        const response = await handler(
          post({ secretName: 'ADMIN_PASSWORD', password: `guess-${i}` }, address, {
            headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
          }),
          ctx,
        )
        statuses.push(response.status)
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429, 429, 429])
    },
  },
  {
    name: "a forged X-Forwarded-For naming a victim's address does not lock the victim out",
    run: async () => {
      const { ctx } = setup()
      const attacker = freshAddress()
      const victim = freshAddress()
      for (let i = 0; i < MAX_FAILURES + 2; i++)
        await handler(
          post({ secretName: 'ADMIN_PASSWORD', password: `guess-${i}` }, attacker, {
            headers: { 'x-forwarded-for': `${victim}, ${victim}` },
          }),
          ctx,
        )
      const response = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, victim, {
          headers: { 'x-forwarded-for': victim },
        }),
        ctx,
      )
      assert.deepEqual(await answer(response), { status: 200, body: { authenticated: true } })
    },
  },
  {
    name: 'the address given by the runtime (local backend) wins over any header',
    run: async () => {
      const { ctx } = setup()
      ctx.clientAddress = '192.0.2.200'
      const statuses: number[] = []
      for (let i = 0; i < MAX_FAILURES + 1; i++) {
        const response = await handler(
          post({ secretName: 'ESCRITOR_PASSWORD', password: `guess-${i}` }, freshAddress()),
          ctx,
        )
        statuses.push(response.status)
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429])
    },
  },
  {
    name: `an area takes ${AREA_BURST} failures from any callers; then everyone trying it waits at most ${AREA_LEAK_SECONDS} s, even with the right password, other areas untouched`,
    run: async () => {
      const { ctx, logs } = setup()
      const statuses: number[] = []
      // 50 wrong tries, each from a different (trusted) address: none hits its own limit.
      for (let i = 0; i < 50; i++) {
        const response = await handler(
          post({ secretName: 'ADMIN_PASSWORD', password: `guess-${i}` }, freshAddress()),
          ctx,
        )
        statuses.push(response.status)
      }
      assert.equal(statuses.filter((s) => s === 200).length, AREA_BURST)
      assert.equal(statuses.filter((s) => s === 429).length, 50 - AREA_BURST)
      const someoneElse = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, freshAddress()),
        ctx,
      )
      assertCors(someoneElse)
      assert.equal(someoneElse.status, 429)
      const wait = Number(someoneElse.headers.get('retry-after'))
      assert.ok(wait > 0 && wait <= AREA_LEAK_SECONDS, String(wait))
      assert.deepEqual((await answer(someoneElse)).body, {
        authenticated: false,
        error: 'too_many_attempts',
        retryAfter: wait,
      })
      const otherArea = await handler(
        post(
          { secretName: 'ESCRITOR_PASSWORD', password: PASSWORDS.ESCRITOR_PASSWORD },
          freshAddress(),
        ),
        ctx,
      )
      assert.deepEqual(await answer(otherArea), { status: 200, body: { authenticated: true } })
      assert.ok(logs.some((l) => l.includes('"outcome":"area_rate_limited"')))
    },
  },
  {
    name: 'the area limit slows, it does not lock out: one attempt per leak interval, and the right password then opens',
    run: async () => {
      const { ctx, clock } = setup()
      for (let i = 0; i < AREA_BURST; i++)
        await handler(
          post({ secretName: 'ADMIN_PASSWORD', password: `g-${i}` }, freshAddress()),
          ctx,
        )
      // A steady stream of wrong guesses for 10 minutes, one every 5 s from fresh addresses.
      let answered = 0
      for (let t = 0; t < 120; t++) {
        clock.now += 5000
        const response = await handler(
          post({ secretName: 'ADMIN_PASSWORD', password: `s-${t}` }, freshAddress()),
          ctx,
        )
        if (response.status === 200) answered += 1
        else {
          assert.equal(response.status, 429)
          assert.ok(Number(response.headers.get('retry-after')) <= AREA_LEAK_SECONDS)
        }
      }
      assert.equal(answered, (120 * 5) / AREA_LEAK_SECONDS)
      // Once the guessing stops, a member of staff waits at most one interval.
      clock.now += AREA_LEAK_SECONDS * 1000
      const staff = await handler(
        post({ secretName: 'ADMIN_PASSWORD', password: PASSWORDS.ADMIN_PASSWORD }, freshAddress()),
        ctx,
      )
      assert.deepEqual(await answer(staff), { status: 200, body: { authenticated: true } })
    },
  },
  {
    name: "a right password gives its attempt back to the area's budget",
    run: async () => {
      const { ctx } = setup()
      const wrong = () =>
        handler(
          post({ secretName: 'MOV_PLUS_ADMIN_PASSWORD', password: 'no' }, freshAddress()),
          ctx,
        )
      for (let i = 0; i < AREA_BURST - 1; i++) assert.equal((await wrong()).status, 200)
      for (let i = 0; i < 5; i++) {
        const right = await handler(
          post(
            { secretName: 'MOV_PLUS_ADMIN_PASSWORD', password: PASSWORDS.MOV_PLUS_ADMIN_PASSWORD },
            freshAddress(),
          ),
          ctx,
        )
        assert.deepEqual(await answer(right), { status: 200, body: { authenticated: true } })
      }
      assert.equal((await wrong()).status, 200)
      assert.equal((await wrong()).status, 429)
    },
  },
  {
    name: 'without a trusted address (no header from the edge) only the area budget applies',
    run: async () => {
      const { ctx, logs } = setup()
      const statuses: number[] = []
      for (let i = 0; i < AREA_BURST + 1; i++) {
        const response = await handler(
          new Request(URL_, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '192.0.2.9' },
            body: JSON.stringify({ secretName: 'ESCRITOR_PASSWORD', password: `n-${i}` }),
          }),
          ctx,
        )
        statuses.push(response.status)
      }
      assert.equal(statuses.filter((s) => s === 200).length, AREA_BURST)
      assert.equal(statuses.at(-1), 429)
      for (const line of logs) assert.equal((JSON.parse(line) as { client: unknown }).client, null)
    },
  },
]
