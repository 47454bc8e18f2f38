import { Money } from '../money/money';
import { CSV_BOM, csvFileName, csvLine, csvText } from './csv';

describe('CSV for spreadsheets', () => {
  it('writes plain text as it is and ends each line with CRLF', () => {
    expect(csvLine(['Lucía', 'Quispe Huamán', 'DNI'])).toBe('Lucía,Quispe Huamán,DNI\r\n');
  });

  it('quotes a cell with a comma, a double quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvText('Quispe, Lucía')).toBe('"Quispe, Lucía"');
    expect(csvText('Perfumería "La Rosa" S.A.C.')).toBe('"Perfumería ""La Rosa"" S.A.C."');
    expect(csvText('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvText('sin comillas')).toBe('sin comillas');
  });

  it.each(['=HYPERLINK("http://mal.example","clic")', '+51 987 654 321', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'defuses a text cell a spreadsheet would read as a formula: %j',
    (value) => {
      const written = csvText(value);
      const unquoted = written.startsWith('"') ? written.slice(1, -1).replaceAll('""', '"') : written;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it('leaves a formula character that is not at the start alone', () => {
    expect(csvText('María=José')).toBe('María=José');
    expect(csvText("O'Brien")).toBe("O'Brien");
  });

  it('writes amounts as plain decimals with a period, two places and no thousands separator, negative ones too', () => {
    expect(csvLine([Money.fromCents(123_450), Money.fromCents(5), Money.ZERO, Money.fromCents(-1_250)])).toBe(
      '1234.50,0.05,0.00,-12.50\r\n',
    );
  });

  it('writes units as plain integers, never defused: a negative change is a number, not a formula', () => {
    expect(csvLine(['-3', -3, 0, 12])).toBe("'-3,-3,0,12\r\n");
  });

  it('names the file after its Lima date range', () => {
    expect(csvFileName('pedidos', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'pedidos-2026-11-01-a-2026-11-30.csv',
    );
    expect(csvFileName('pedidos', { from: '2026-11-01' })).toBe('pedidos-desde-2026-11-01.csv');
    expect(csvFileName('pedidos', { to: '2026-11-30' })).toBe('pedidos-hasta-2026-11-30.csv');
    expect(csvFileName('movimientos-de-stock', {})).toBe('movimientos-de-stock.csv');
  });

  it('starts the file with the UTF-8 byte order mark Excel needs for accents', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
