import { style } from '@vanilla-extract/css';
// The confirmation is a small dialog: it reuses the dialog's overlay, panel, title, description and footer.
import '../Dialog/Dialog.css';
import { vars } from '../theme/contract.css';

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
