import type { BoxProps } from '../Box';
import { Box } from '../Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export type GridProps = Omit<BoxProps, 'display' | 'gridTemplateColumns'> & {
  /** Column preset: '1' to '4' equal columns, or 'auto-fill-card' (as many card-width columns as fit); responsive objects allowed. */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between rows and columns, from the space scale; responsive objects allowed. */
  gap?: Sprinkles['gap'];
};

/**
 * Lays children out on a CSS grid with preset columns, e.g. `columns={{ mobile: '1', tablet: '2', desktop: '4' }}`
 * for summary cards, or `columns="auto-fill-card"` to let the width decide.
 */
export function Grid({ columns = '1', gap = 'large', ...props }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
