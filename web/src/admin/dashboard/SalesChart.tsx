import { Money } from '@esencia/domain/money/money';
import { VisuallyHidden } from '@esencia/ui-kit';
import { useId } from 'react';
import styles from './DashboardPage.module.css';

export interface SalesChartMonth {
  /** '2026-11'. */
  readonly month: string;
  /** 'nov. 2026'. */
  readonly label: string;
  readonly sales: { readonly cents: number; readonly formatted: string };
  /** Orders not cancelled. */
  readonly orders: number;
}

const WIDTH = 600;
const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 28;
const GAP = 8;

/**
 * Monthly sales as inline SVG bars (the last one is the current month), with a short spoken summary;
 * the figures themselves are in the table under it ('Ver los datos'), readable by everyone.
 */
export function SalesChart({ months }: { months: readonly SalesChartMonth[] }) {
  const captionId = useId();
  if (months.length === 0) return <p className={styles.muted}>Aún no hay ventas registradas.</p>;

  const top = Math.max(...months.map((month) => month.sales.cents));
  const best = months.find((month) => month.sales.cents === top);
  const total = Money.sum(months.map((month) => Money.fromCents(month.sales.cents)));
  const first = months[0];
  const last = months.at(-1);
  const summary =
    top === 0
      ? `Sin ventas de ${first?.label} a ${last?.label}.`
      : `Ventas de ${first?.label} a ${last?.label}: ${total.format()} en total; el mejor mes fue ${best?.label} con ${best?.sales.formatted}.`;

  const slot = WIDTH / months.length;
  const barWidth = Math.max(4, slot - GAP);
  const chartHeight = HEIGHT - TOP - BOTTOM;

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-labelledby={captionId}
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={TOP + chartHeight} y2={TOP + chartHeight} className={styles.axis} />
        {months.map((month, index) => {
          const height =
            top === 0 ? 0 : Math.max(month.sales.cents > 0 ? 2 : 0, (month.sales.cents / top) * chartHeight);
          const x = index * slot + (slot - barWidth) / 2;
          const current = index === months.length - 1;
          return (
            <g key={month.month} data-month={month.month}>
              <rect
                x={x}
                y={TOP + chartHeight - height}
                width={barWidth}
                height={height}
                rx={3}
                className={current ? styles.barCurrent : styles.bar}
              >
                <title>{`${month.label}: ${month.sales.formatted} · ${month.orders} pedidos`}</title>
              </rect>
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.tick}>
                {month.label.split(' ')[0]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId} className={styles.muted}>
        {summary}
      </figcaption>
      <details className={styles.details}>
        <summary>Ver los datos</summary>
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>Ventas y pedidos por mes</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col">Ventas</th>
              <th scope="col">Pedidos</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.label}</th>
                <td>{month.sales.formatted}</td>
                <td>{month.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
