import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactElement, useId } from 'react';
import {
  Bar,
  CartesianGrid,
  Legend,
  Line,
  BarChart as RechartsBarChart,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Tone } from '../theme/tokens';
import * as styles from './Chart.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type ChartKind = 'line' | 'bar';

/** The names of a row's fields. */
type KeyOf<Row> = Extract<keyof Row, string>;

export interface ChartSeries<Row> {
  /** The field of each row this series plots (a number). */
  key: KeyOf<Row>;
  /** Its name in the legend, the tooltip and the summary. */
  label: string;
  /** Its colour, as a tone of the theme; the series take brand, info, positive, caution... in turn when unset. */
  tone?: Tone;
}

export interface ChartProps<Row extends object> {
  /** Line (values over time) or bar (counts per day or per category). */
  kind: ChartKind;
  /** The chart's caption, and the start of its accessible summary. */
  title: string;
  /** A line under the title: the range, the unit. */
  description?: string;
  data: readonly Row[];
  /** The field that labels each row on the horizontal axis (a day, a category). */
  xKey: KeyOf<Row>;
  series: readonly ChartSeries<Row>[];
  /** How values read in the axis, the tooltip and the summary ('$12.50'); plain numbers by default. */
  valueFormat?: (value: number) => string;
  /** How the horizontal axis names a row ('2 Mar' for '2026-03-02'); the value itself by default. */
  xFormat?: (value: string) => string;
  /** Bars of the series on top of each other rather than side by side. */
  stacked?: boolean;
  /** Fixed size in pixels, for tests and print; otherwise the chart fills its container's width. */
  width?: number;
  height?: number;
  /** Shown instead of the plot when `data` is empty. */
  emptyLabel?: string;
}

/** The series colours in turn: the theme's tones, so that each theme (dark included) picks readable fills. */
const seriesTones: readonly Tone[] = ['brand', 'info', 'positive', 'caution', 'critical', 'neutral'];

const plain = (value: number) => new Intl.NumberFormat('en-AU').format(value);
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * What the chart shows, in words, for its `role="img"` label: per series the total and the highest point. The
 * numbers themselves belong in a table beside the chart; this says what the picture says.
 */
export function summariseChart<Row extends object>({
  title,
  data,
  xKey,
  series,
  valueFormat = plain,
  xFormat = String,
}: Pick<ChartProps<Row>, 'title' | 'data' | 'xKey' | 'series' | 'valueFormat' | 'xFormat'>): string {
  if (data.length === 0) return `${title}: no data.`;
  const first = xFormat(String(data[0]?.[xKey]));
  const last = xFormat(String(data[data.length - 1]?.[xKey]));
  const span = data.length === 1 ? `${first}` : `${data.length} points, ${first} to ${last}`;
  const parts = series.map(({ key, label }) => {
    let total = 0;
    let top: Row | undefined;
    for (const row of data) {
      const value = asNumber(row[key]);
      total += value;
      if (top === undefined || value > asNumber(top[key])) top = row;
    }
    const highest = top ? `highest ${valueFormat(asNumber(top[key]))} (${xFormat(String(top[xKey]))})` : '';
    return `${label}: total ${valueFormat(total)}, ${highest}`;
  });
  return `${title}, ${span}. ${parts.join('; ')}.`;
}

/**
 * A line or bar chart on recharts, in a `<figure>` with its title as the caption. Assistive technology meets one
 * image whose label summarises the series (`summariseChart`); pair it with a table of the same numbers. Colours come
 * from the theme, and nothing animates for people who ask for reduced motion.
 */
export function Chart<Row extends object>(props: ChartProps<Row>): ReactElement {
  const {
    kind,
    title,
    description,
    data,
    xKey,
    series,
    valueFormat = plain,
    xFormat,
    stacked = false,
    width,
    height,
    emptyLabel = 'No data for this period.',
  } = props;
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const heightStyle = assignInlineVars({
    [styles.plotHeightVar]: height === undefined ? styles.chartColors.plotHeight : `${height}px`,
  });
  const colourOf = (index: number, tone: Tone | undefined) =>
    styles.chartColors.tone[tone ?? seriesTones[index % seriesTones.length] ?? 'brand'];
  const axisTick = { fill: styles.chartColors.muted };
  const chart = (
    // recharts' keyboard layer is off: the figure is one image, and its numbers are in the table beside it.
    <ChartFrame kind={kind} data={data as Row[]} width={width} height={height} accessibilityLayer={false}>
      <CartesianGrid stroke={styles.chartColors.border} vertical={false} />
      <XAxis
        dataKey={xKey}
        tick={axisTick}
        stroke={styles.chartColors.borderStrong}
        tickFormatter={xFormat ? (value) => xFormat(String(value)) : undefined}
        minTickGap={12}
      />
      <YAxis
        tick={axisTick}
        stroke={styles.chartColors.borderStrong}
        tickFormatter={(value) => valueFormat(Number(value))}
        allowDecimals={false}
        width="auto"
      />
      <Tooltip
        formatter={(value) => valueFormat(Number(value))}
        labelFormatter={xFormat ? (value) => xFormat(String(value)) : undefined}
        contentStyle={{
          background: styles.chartColors.surface,
          borderColor: styles.chartColors.border,
          color: styles.chartColors.foreground,
          borderRadius: styles.chartColors.radius,
        }}
        cursor={{ fill: styles.chartColors.surfaceMuted, stroke: styles.chartColors.borderStrong }}
        isAnimationActive={!reducedMotion}
      />
      {series.length > 1 ? (
        <Legend formatter={(value) => <span className={styles.legendLabel}>{value}</span>} />
      ) : null}
      {series.map(({ key, label, tone }, index) =>
        kind === 'line' ? (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={label}
            stroke={colourOf(index, tone)}
            strokeWidth={2}
            dot={data.length <= 31}
            isAnimationActive={!reducedMotion}
          />
        ) : (
          <Bar
            key={key}
            dataKey={key}
            name={label}
            fill={colourOf(index, tone)}
            stackId={stacked ? 'stack' : undefined}
            isAnimationActive={!reducedMotion}
          />
        ),
      )}
    </ChartFrame>
  );
  return (
    // Named by the title alone: the description is read as part of the caption, not repeated in the name.
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span id={titleId}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </figcaption>
      {data.length === 0 ? (
        <p className={styles.empty} style={heightStyle}>
          {emptyLabel}
        </p>
      ) : (
        <div
          className={styles.plot}
          style={heightStyle}
          role="img"
          aria-label={summariseChart({ title, data, xKey, series, valueFormat, xFormat })}
        >
          {width !== undefined && height !== undefined ? (
            chart
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              {chart}
            </ResponsiveContainer>
          )}
        </div>
      )}
    </figure>
  );
}

type FrameProps = {
  kind: ChartKind;
  data: object[];
  width: number | undefined;
  height: number | undefined;
  accessibilityLayer: boolean;
  children: React.ReactNode;
};

/** recharts' chart of the kind; inside a ResponsiveContainer it takes the container's size. */
function ChartFrame({ kind, width, height, ...rest }: FrameProps) {
  const size = width !== undefined && height !== undefined ? { width, height } : {};
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
  return kind === 'line' ? (
    <RechartsLineChart {...rest} {...size} margin={margin} />
  ) : (
    <RechartsBarChart {...rest} {...size} margin={margin} />
  );
}

/** A line chart: values over time. */
export function LineChart<Row extends object>(props: Omit<ChartProps<Row>, 'kind'>): ReactElement {
  return <Chart kind="line" {...props} />;
}

/** A bar chart: counts per day or per category, side by side or `stacked`. */
export function BarChart<Row extends object>(props: Omit<ChartProps<Row>, 'kind'>): ReactElement {
  return <Chart kind="bar" {...props} />;
}
