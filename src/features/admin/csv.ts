// CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, UTF-8 with a BOM so Excel
// reads the accents, and every cell that a spreadsheet would run as a formula made inert.

/** The byte order mark that tells spreadsheets the file is UTF-8. */
export const CSV_BOM = '\uFEFF'

type CsvValue = string | number | null | undefined

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: formula starters neutralised with a leading `'`, quoted when it holds `"`, `,`, CR or LF. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: BOM, the header row, then one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`
}
