/**
 * How many journey files run at once, and so how many sites the e2e global setup starts (one per
 * worker: docs/decisions/test-speed.md). `E2E_WORKERS=1` runs them one after another.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
