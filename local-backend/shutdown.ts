// Stopping a local backend with a signal (Ctrl+C is SIGINT; `kill` sends SIGTERM; closing the
// terminal, SIGHUP): the database is closed cleanly and its lock removed, then the process exits.
// Without this, Node ends at once on the signal and the lock file stays behind.

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Runs `stop` once on the first of those signals, then exits with code 0 (or 1 when `stop` fails).
 * A second signal while stopping exits at once. Returns a function that removes the handlers.
 */
export function exitOnSignals(stop: () => Promise<void>): () => void {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15))
    stopping = true
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `[local-backend] could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`,
        )
        process.exit(1)
      },
    )
  }
  for (const signal of SIGNALS) process.on(signal, onSignal)
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal)
  }
}
