// CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, UTF-8 with a BOM so Excel
// reads the accents, every cell quoted and every cell that a spreadsheet would run as a formula
// made inert.
//
// Every cell is quoted, not only those holding `,`, `"` or a line break: a spreadsheet set to
// another separator (pt-BR Excel splits on `;`) would otherwise cut `ok;=1+1` in two and run the
// second half as a formula. Inside quotes no separator splits a cell.

/** The byte order mark that tells spreadsheets the file is UTF-8. */
export const CSV_BOM = '\uFEFF'

type CsvValue = string | number | null | undefined

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell, always quoted with inner quotes doubled; formula starters get a leading `'`. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The whole file: BOM, the header row, then one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`
}
