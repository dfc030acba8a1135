// The `@telehealth/ui/charts` entry: recharts (with d3 and redux) lives behind this subpath only, so that no page
// without a chart downloads it. Import it from code that is already lazy.

export {
  BarChart,
  Chart,
  type ChartKind,
  type ChartProps,
  type ChartSeries,
  LineChart,
  summariseChart,
} from './Chart';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
