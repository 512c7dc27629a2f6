import { useId, useState, type CSSProperties } from 'react';
import { Button, theme, Typography } from 'antd';

export interface DailySeries {
  key: string;
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
}

export interface DailyChartProps {
  /** The days' labels as the reader reads them, oldest first. */
  days: string[];
  /** Drawn as bars. */
  bars: DailySeries;
  /** Drawn as a line over the bars. */
  line: DailySeries;
  /** What the chart shows in one sentence: the image's name for a screen reader and the table's caption. */
  summary: string;
  texts: { day: string; showTable: string; showChart: string };
}

const HEIGHT = 160;
/** The chart's own coordinates: one unit per day across, stretched to the width of the card. */
const UNIT = 10;

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A round top for the scale: 1, 2, 5, 10, 20, 50… at or above the highest value. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

/**
 * Per-day figures as bars with a line over them, in SVG (no chart library in this remote): the drawing stretches
 * to any width (390 px included) while its text stays HTML. For a screen reader the image has its summary and the
 * figures are a table, which a button also shows on screen instead of the drawing.
 */
export function DailyChart({ days, bars, line, summary, texts }: DailyChartProps) {
  const { token } = theme.useToken();
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  const top = niceMax(Math.max(0, ...bars.values, ...line.values));
  const width = Math.max(1, days.length) * UNIT;
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const points = line.values.map((value, i) => `${i * UNIT + UNIT / 2},${y(value)}`).join(' ');
  const table = (
    <table
      aria-labelledby={captionId}
      style={asTable ? { width: '100%', borderCollapse: 'collapse' } : undefined}
      data-testid="chart-table"
    >
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            {texts.day}
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            {bars.label}
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            {line.label}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day, i) => (
          <tr key={day}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
              {day}
            </th>
            <td style={{ textAlign: 'end' }}>{bars.values[i]}</td>
            <td style={{ textAlign: 'end' }}>{line.values[i]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const legend = (color: string, label: string, shape: 'bar' | 'line') => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginInlineEnd: 16 }}>
      <span
        aria-hidden
        style={{ display: 'inline-block', width: 14, height: shape === 'bar' ? 10 : 3, background: color, borderRadius: 2 }}
      />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </span>
  );
  return (
    <figure style={{ margin: 0, position: 'relative' }} data-testid="daily-chart">
      <figcaption id={captionId} style={hidden}>
        {summary}
      </figcaption>
      {asTable ? (
        <div style={{ maxHeight: 320, overflowY: 'auto' }}>{table}</div>
      ) : (
        <>
          <div style={{ display: 'flex', gap: 8 }}>
            <div
              aria-hidden
              style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height: HEIGHT, fontSize: 12 }}
            >
              <Typography.Text type="secondary">{top}</Typography.Text>
              <Typography.Text type="secondary">0</Typography.Text>
            </div>
            <svg
              role="img"
              aria-label={summary}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              preserveAspectRatio="none"
              width="100%"
              height={HEIGHT}
              style={{ display: 'block', flex: 1, minWidth: 0, borderBottom: `1px solid ${token.colorBorder}` }}
            >
              <line
                x1={0}
                x2={width}
                y1={HEIGHT / 2}
                y2={HEIGHT / 2}
                stroke={token.colorBorderSecondary}
                vectorEffect="non-scaling-stroke"
              />
              {bars.values.map((value, i) => (
                <rect
                  key={days[i]}
                  data-testid="chart-bar"
                  x={i * UNIT + UNIT * 0.15}
                  width={UNIT * 0.7}
                  y={y(value)}
                  height={HEIGHT - y(value)}
                  fill={token.colorPrimary}
                  opacity={0.55}
                >
                  <title>{`${days[i]}: ${bars.label} ${value}, ${line.label} ${line.values[i]}`}</title>
                </rect>
              ))}
              <polyline
                data-testid="chart-line"
                points={points}
                fill="none"
                stroke={token.colorWarning}
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          </div>
          <div aria-hidden style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, marginInlineStart: 24 }}>
            <Typography.Text type="secondary">{days[0]}</Typography.Text>
            <Typography.Text type="secondary">{days.at(-1)}</Typography.Text>
          </div>
          <div style={hidden}>{table}</div>
        </>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', marginTop: 8, gap: 8 }}>
        <div aria-hidden>
          {legend(token.colorPrimary, bars.label, 'bar')}
          {legend(token.colorWarning, line.label, 'line')}
        </div>
        <Button size="small" type="link" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable} data-testid="chart-as-table">
          {asTable ? texts.showChart : texts.showTable}
        </Button>
      </div>
    </figure>
  );
}
