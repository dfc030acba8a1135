import type { BoxProps } from '../Box';
import { Box } from '../Box';
import type { Sprinkles } from '../theme/sprinkles.css';

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

const justifications = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
} as const;

export type InlineProps = Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'
> & {
  /** Space between children, from the space scale; responsive objects allowed. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment of the children; defaults to center. */
  align?: keyof typeof alignments;
  /** Main-axis distribution of the children. */
  justify?: keyof typeof justifications;
  /** Wrap children onto new lines when the row is full (default); false keeps one line. */
  wrap?: boolean;
};

/** Lays children out in a row that wraps, e.g. a group of buttons or badges. */
export function Inline({ gap = 'small', align = 'center', justify, wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      gap={gap}
      alignItems={alignments[align]}
      justifyContent={justify ? justifications[justify] : undefined}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      {...props}
    />
  );
}
