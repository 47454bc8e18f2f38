import { Dialog, type DialogProps } from '../Dialog';
import { cx } from '../../utils/cx';
import styles from './Sheet.module.css';

export type SheetSide = 'right' | 'left';

export interface SheetProps extends Omit<DialogProps, 'size'> {
  /** The edge the panel slides in from. Defaults to 'right'. */
  side?: SheetSide;
  /** Class of the scrolling body that holds `children`. */
  bodyClassName?: string;
}

/**
 * A side panel that slides in from an edge and fills the screen's height: the kit's Dialog (Radix
 * Dialog: focus trap, Escape, title as accessible name) placed against one side. The body scrolls
 * between the fixed title row and the fixed footer.
 */
export function Sheet({ side = 'right', className, bodyClassName, children, ...dialogProps }: SheetProps) {
  return (
    <Dialog {...dialogProps} className={cx(styles.sheet, styles[side], className)}>
      <div className={cx(styles.body, bodyClassName)}>{children}</div>
    </Dialog>
  );
}
