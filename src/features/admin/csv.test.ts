import { expect, test } from 'vitest'
import { CSV_BOM, csvCell, toCsv } from './csv'

test('every cell is quoted, plain ones too; empty values become empty quoted cells', () => {
  expect(csvCell('Instituto Aurora')).toBe('"Instituto Aurora"')
  expect(csvCell(42)).toBe('"42"')
  expect(csvCell('')).toBe('""')
  expect(csvCell(null)).toBe('""')
  expect(csvCell(undefined)).toBe('""')
})

test('a semicolon never leaves a cell: pt-BR Excel splits on it only outside quotes', () => {
  expect(csvCell('ok;=1+1')).toBe('"ok;=1+1"')
  expect(csvCell('a;b;c')).toBe('"a;b;c"')
})

test('commas, quotes and line breaks stay inside the quotes, inner quotes doubled', () => {
  expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"')
  expect(csvCell('O "melhor" projeto')).toBe('"O ""melhor"" projeto"')
  expect(csvCell('"')).toBe('""""')
  expect(csvCell('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"')
  expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"')
  expect(csvCell('x;"y"\n=z')).toBe('"x;""y""\n=z"')
})

test('cells a spreadsheet would run as a formula get a leading apostrophe inside the quotes', () => {
  expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
  expect(csvCell('+55 11 99999-0000')).toBe('"\'+55 11 99999-0000"')
  expect(csvCell('-2+3')).toBe('"\'-2+3"')
  expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"')
  expect(csvCell('\tcmd')).toBe('"\'\tcmd"')
  expect(csvCell('\rcmd')).toBe('"\'\rcmd"')
  expect(csvCell('=1;=2')).toBe('"\'=1;=2"')
  // Only a leading character counts.
  expect(csvCell('a=b')).toBe('"a=b"')
})

test('the file starts with the BOM, ends every line with CRLF and keeps accents intact', () => {
  const csv = toCsv(
    ['Organização', 'Descrição'],
    [
      ['Associação Ação Jovem', 'Educação, cidadania\ne inclusão'],
      ['Café', null],
      ['ok;=1+1', 'diz "sim"; depois\r\n-não'],
    ],
  )
  expect(csv.startsWith(CSV_BOM)).toBe(true)
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  expect(csv.slice(1)).toBe(
    '"Organização","Descrição"\r\n' +
      '"Associação Ação Jovem","Educação, cidadania\ne inclusão"\r\n' +
      '"Café",""\r\n' +
      '"ok;=1+1","diz ""sim""; depois\r\n-não"\r\n',
  )
})
