// One list for both sides of the URL rule: the client's (src/lib/safe-url.ts) and the database's
// (migration *_url_rule.sql, tests/db/support/url-rule.ts), so the two cannot drift apart.

/** Addresses a browser would follow off the site, or that are not web addresses at all. */
export const HOSTILE_URLS = [
  '/\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%25255cevil.example',
  '//evil.example',
  'https://mov.org.br\\@evil.example',
  'https://mov.org.br/%5C%5Cevil.example',
  'https:///evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '/\t/evil.example',
  '/a\nb',
  ' https://mov.org.br',
]
