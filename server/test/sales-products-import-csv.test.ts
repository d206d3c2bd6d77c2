// The products file as text: RFC 4180 reading (quotes, BOM, line ends, blank lines, the row
// limit), refusals that name the row, and formula cells written safe and read back as written.
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvLine,
  CsvFileError,
  parseCsv,
  readTextCell,
} from '../src/sales/products-import-csv';

const cellsOf = (text: string, max = 100) => parseCsv(text, max).map((record) => record.cells);

describe('reading a CSV file', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(cellsOf('name,price\r\n"Mug, large","4.50"\r\n"Say ""hi""\nthere",1\r\n')).toEqual([
      ['name', 'price'],
      ['Mug, large', '4.50'],
      ['Say "hi"\nthere', '1'],
    ]);
  });

  it('drops a byte-order mark and takes LF, CRLF and CR line ends', () => {
    expect(cellsOf('\uFEFFa,b\nc,d\r\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines skipped but counted', () => {
    const records = parseCsv('name\n\nLatte\n"two\nlines"\nMocha\n', 100);
    expect(records.map(({ row, cells }) => [row, cells[0]])).toEqual([
      [1, 'name'],
      [3, 'Latte'],
      [4, 'two\nlines'],
      [5, 'Mocha'],
    ]);
  });

  it('keeps empty cells, and a lone "" as a row', () => {
    expect(cellsOf('a,,c\n""\n,\n')).toEqual([['a', '', 'c'], [''], ['', '']]);
  });

  it.each([
    ['name\n"Latte,4.50\n', 'Row 2: a quoted cell is never closed.'],
    ['name\n"Latte"x,4.50\n', "Row 2: text follows a quoted cell's closing quote."],
  ])('refuses %j naming the row', (text, message) => {
    expect(() => parseCsv(text, 100)).toThrow(new CsvFileError(message));
  });

  it('refuses more records than the limit while reading', () => {
    const text = `name\n${'Latte\n'.repeat(1_001)}`;
    expect(() => parseCsv(text, 1_001)).toThrow(
      'The file has more than 1,000 rows; split it into smaller files.',
    );
    expect(parseCsv(`name\n${'Latte\n'.repeat(1_000)}`, 1_001)).toHaveLength(1_001);
  });
});

describe('writing a CSV cell', () => {
  it.each(['=cmd|"/c calc"!A1', '+1', '-2', '@SUM(A1)', '\tx'])(
    'puts an apostrophe before %j and reads it back as written',
    (value) => {
      const written = csvCell(value);
      expect(written.replace(/^"/, '')).toMatch(/^'/);
      const [record] = parseCsv(csvLine([value, 'x']), 10);
      expect(readTextCell(record?.cells[0] ?? '')).toBe(value);
    },
  );

  it('quotes only what needs it and leaves ordinary text alone', () => {
    expect(csvLine(['Latte', 'Mug, large', 'Say "hi"', "Rock 'n' roll"])).toBe(
      'Latte,"Mug, large","Say ""hi""",Rock \'n\' roll\r\n',
    );
    expect(readTextCell("'Tis the season")).toBe("'Tis the season");
  });
});
