// The URL rule (docs/decisions/url-rule.md) in the production build on the local backend: a member
// cannot give themselves an avatar from outside the project (the API refuses it), and the ranking
// on /mov-plus never makes a visitor's browser load an outside avatar or a backslashed address,
// even if a backend hands one over: the initials show instead (axe clean). The ranking's read under
// faults injected at the network (500, a lost response, offline, a read that never answers) shows
// the section's error with "Tentar novamente", which brings the ranking back. On a 360x740 touch
// phone and on a desktop.
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import {
  DEVICES,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type DeviceName,
} from './support/browser'
import { skipRequestTimeouts } from './support/clock'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The browser's own lines for the faults injected on purpose. */
const INJECTED = [
  /Failed to load resource: the server responded with a status of 500/,
  /net::ERR_INTERNET_DISCONNECTED/,
  /net::ERR_FAILED/,
]

const RANKING = '**/rest/v1/mov_plus_ranking**'

const hostileRanking = [
  {
    display_name: 'Eva Souto',
    avatar_url: 'https://evil.example/a.png',
    total_points: 900,
    rank: 1,
  },
  { display_name: 'Igor Prado', avatar_url: '/%5Cevil.example/a.png', total_points: 800, rank: 2 },
  { display_name: 'Rui Gama', avatar_url: '/\\evil.example/a.png', total_points: 700, rank: 3 },
  {
    display_name: 'Camila Reis',
    avatar_url: '/images/perfis/camila.svg',
    total_points: 600,
    rank: 4,
  },
]

async function signInByApi(email: string): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'mov-local-123' }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { access_token: string; user: { id: string } }
  return { token: body.access_token, userId: body.user.id }
}

function rankingRegion(page: Page) {
  return page.getByRole('region', { name: 'Ranking' })
}

test('the API refuses a member an avatar from outside the project, and takes one of its own', async () => {
  const { token, userId } = await signInByApi('membro@mov.local')
  const setAvatar = (avatar_url: string) =>
    fetch(`${baseURL}/rest/v1/profiles?id=eq.${userId}`, {
      method: 'PATCH',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ avatar_url }),
    })
  for (const value of [
    'https://evil.example/a.png',
    '/%5Cevil.example/a.png',
    '/\\evil.example/a.png',
    '//evil.example/a.png',
  ]) {
    const refused = await setAvatar(value)
    expect(refused.status, value).toBe(400)
    expect(((await refused.json()) as { code: string }).code, value).toBe('23514')
  }
  const own = await setAvatar('/images/perfis/membro.svg')
  expect(own.status).toBe(204)
})

for (const device of ['phone', 'desktop'] as DeviceName[]) {
  test(`${device}: the ranking never loads an outside or backslashed avatar; initials show instead (axe clean)`, async () => {
    const { page, context, errors } = await openPage(browser, DEVICES[device])
    const offSite: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== new URL(baseURL).hostname) offSite.push(request.url())
    })
    try {
      await page.route('**://evil.example/**', (route) => route.abort())
      await page.route(RANKING, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(hostileRanking),
        }),
      )
      await page.goto(`${baseURL}/mov-plus`, { waitUntil: 'networkidle' })
      const region = rankingRegion(page)
      await region.getByText('Camila Reis').waitFor()
      for (const [name, initials] of [
        ['Eva Souto', 'ES'],
        ['Igor Prado', 'IP'],
        ['Rui Gama', 'RG'],
      ] as const) {
        const item = region.getByRole('listitem').filter({ hasText: name })
        await expect(item.locator('img').count()).resolves.toBe(0)
        await expect(item.getByText(initials, { exact: true }).isVisible()).resolves.toBe(true)
      }
      const own = region.getByRole('listitem').filter({ hasText: 'Camila Reis' }).locator('img')
      await expect(own.getAttribute('src')).resolves.toBe('/images/perfis/camila.svg')
      await page.waitForLoadState('networkidle')
      expect(offSite).toEqual([])
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: the ranking's read under a 500, a lost response, offline and a read that never answers shows the error, and "Tentar novamente" brings it back`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: INJECTED,
    })
    try {
      await page.clock.install()
      let fault: 'none' | '500' | 'lost' | 'offline' | 'hang' = 'none'
      let reads = 0
      await page.route(RANKING, async (route: Route) => {
        reads++
        if (fault === '500') {
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'falha', details: null, hint: null }),
          })
        } else if (fault === 'lost') {
          await route.fetch()
          await route.abort()
        } else if (fault === 'offline') {
          await route.abort('internetdisconnected')
        } else if (fault === 'hang') {
          // Never answered.
        } else {
          await route.continue()
        }
      })
      await page.goto(`${baseURL}/mov-plus`, { waitUntil: 'networkidle' })
      const region = rankingRegion(page)
      await region.getByRole('listitem').first().waitFor()
      const retry = region.getByRole('button', { name: 'Tentar novamente' })
      for (const next of ['500', 'lost', 'offline', 'hang'] as const) {
        fault = next
        // A new visit to the page reads the ranking again.
        await page.reload()
        // Reads time out and are retried once: skipped with the clock, not waited for.
        await skipRequestTimeouts(page, { done: () => retry.isVisible(), requests: () => reads })
        await retry.waitFor()
        const alert = region.getByRole('alert').filter({ hasText: 'Tentar novamente' })
        expect(await alert.innerText(), next).toContain('Não foi possível carregar esta seção.')
        expect(await alert.innerText(), next).not.toMatch(/Failed|Error|fetch|timed out/)
        await expectNoAxeViolations(page)
        fault = 'none'
        if (next === 'offline') {
          // Still offline, the retry waits for the connection; once back, the ranking comes.
          await context.setOffline(true)
          await page.waitForFunction(() => !navigator.onLine)
          await retry.click()
          await context.setOffline(false)
        } else {
          await retry.click()
        }
        await region.getByRole('listitem').first().waitFor()
      }
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
