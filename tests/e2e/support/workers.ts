/**
 * How many journey files run at once, and so how many sites the e2e global setup starts (one per
 * worker: docs/decisions/test-speed.md). Three by default: on 2 cores, two files left a quarter of
 * the CPU idle (a journey waits for pages, the network and animations), three leave 7 % and take
 * the stage from about 1,110 s to about 910 s. `E2E_WORKERS=1` runs them one after another.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3))
