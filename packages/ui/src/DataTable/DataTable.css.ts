import { globalStyle, style } from '@vanilla-extract/css';
import { frame, stacked } from '../Table/Table.css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

/**
 * Phones get cards where Table's `stackBelow="tablet"` makes them: below the tablet breakpoint of the table's own
 * width (a container query), so the layout is decided by CSS alone and a prerendered page never shifts.
 */
const phone = `(max-width: ${breakpoints.tablet - 0.02}px)`;
const onPhone = (rule: Parameters<typeof globalStyle>[1]) => ({ '@container': { [phone]: rule } });

/** The toolbar, the phone's sort menu, the table and the pagination, one under another; a container for the menu. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  containerType: 'inline-size',
});

export const toolbar = style({ minWidth: 0 });

/** The 'Sort by' menu: only where the header row is out of sight. */
export const phoneSort = style({ display: 'none', '@container': { [phone]: { display: 'block' } } });

/** The header's button yields to the sort menu on a phone (no focusable control out of sight). */
export const sortButton = style({ '@container': { [phone]: { display: 'none' } } });

/** The column's name for assistive technology on a phone, where the header's button is gone. */
export const phoneHeader = style({ display: 'none', '@container': { [phone]: { display: 'inline' } } });

/** A request for another page or order is under way: the old rows stay, dimmed. */
/**
 * A refresh under way with the old rows still shown: a brand line along the top of the table, not dimmed rows
 * (dimming text below its contrast is what axe rightly refuses), and the progress cursor.
 */
export const refreshing = style({
  cursor: 'progress',
  boxShadow: `inset 0 3px 0 0 ${vars.tone.brand.solid}`,
});

/** The error Alert in place of the rows. */
export const messageCell = style({ padding: vars.space.medium });

export const primaryCell = style({});
export const hideOnPhone = style({});

// Selectors as long as Table's own card rules, so that these win over them.
const cards = `${stacked.tablet} > ${frame} > table > tbody > tr`;
// A flex column, so that the primary column leads the card wherever it stands in the table.
globalStyle(cards, onPhone({ display: 'flex', flexDirection: 'column' }));
globalStyle(
  `${cards} > td${primaryCell}`,
  onPhone({
    order: -1,
    paddingBlockEnd: vars.space.small,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
  }),
);
globalStyle(`${cards} > td${hideOnPhone}`, onPhone({ display: 'none' }));
