// Browser storage that belongs to one signed-in account (unsent texts a person typed), so that
// on a shared computer the next person to sign in is never offered someone else's.
//
// Every such key holds the account's id: `mov:conta:<user id>:<name>`. A person's own entries
// stay when they sign out and come back when they sign in again on this browser
// (docs/decisions/newsroom.md, "Nothing lost"); nobody else's code reads them.

const ACCOUNT_PREFIX = 'mov:conta:'

/**
 * Keys written before entries belonged to an account (the newsroom's drafts before they belonged to
 * their writer, docs/decisions/newsroom.md, `mov:redacao:noticia:<id|nova>`): whose they are is
 * unknown, so they are offered to nobody and removed.
 */
const UNOWNED_PREFIXES = ['mov:redacao:noticia:'] as const

/** The storage key of `name` for the account `userId`. */
export function accountStorageKey(userId: string, name: string): string {
  return `${ACCOUNT_PREFIX}${userId}:${name}`
}

/** Removes every entry whose account is unknown (see UNOWNED_PREFIXES). Never throws. */
export function forgetUnownedStorage(): void {
  try {
    const storage = window.localStorage
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key !== null && UNOWNED_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {
    // Storage refused (private mode, blocked cookies): there is nothing kept to remove.
  }
}
