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

export type StackProps = Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'
> & {
  /** Space between children, from the space scale; responsive objects allowed. */
  gap?: Sprinkles['gap'];
  /** Column (default) or row; responsive objects allowed (`{ mobile: 'column', tablet: 'row' }`). */
  direction?: Sprinkles['flexDirection'];
  /** Cross-axis alignment of the children. */
  align?: keyof typeof alignments;
  /** Main-axis distribution of the children. */
  justify?: keyof typeof justifications;
  /** Let children wrap onto new lines (rows). */
  wrap?: boolean;
};

/** Lays children out in a column or row with a gap from the space scale. */
export function Stack({
  gap = 'medium',
  direction = 'column',
  align,
  justify,
  wrap = false,
  ...props
}: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align ? alignments[align] : undefined}
      justifyContent={justify ? justifications[justify] : undefined}
      flexWrap={wrap ? 'wrap' : undefined}
      {...props}
    />
  );
}
