/**
 * How many rows a page of a staff list holds: the content lists, the trash, proposals, people, the
 * newsroom's articles, the presidency's queues and a member's ledger. (The activity list pages by
 * 25, the figure scripts/bench-scale.mjs reads.)
 */
export const STAFF_PAGE_SIZE = 20
