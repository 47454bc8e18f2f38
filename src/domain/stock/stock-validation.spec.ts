import { stockShortageSummary, type StockShortage } from './stock-validation';

describe('stockShortageSummary: at most 2 lines, then "...y N productos más"', () => {
  const shortage = (name: string): StockShortage => ({
    productId: name,
    productName: name,
    requested: 2,
    available: 1,
  });

  it('names 2 and sums up the rest', () => {
    expect(stockShortageSummary(['A', 'B', 'C', 'D'].map(shortage))).toBe(
      [
        'No se puede completar la orden:',
        'A: solicitado 2, disponible 1',
        'B: solicitado 2, disponible 1',
        '...y 2 productos más sin stock suficiente',
      ].join('\n'),
    );
  });

  it('exactly 2 shortages: no tail line', () => {
    expect(stockShortageSummary(['A', 'B'].map(shortage)).split('\n')).toHaveLength(3);
  });

  it('3 shortages: "...y 1 productos más"', () => {
    expect(stockShortageSummary(['A', 'B', 'C'].map(shortage))).toMatch(
      /\n\.\.\.y 1 productos más sin stock suficiente$/,
    );
  });
});
