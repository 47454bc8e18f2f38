import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import styles from './Lightbox.module.css';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../icons/Icon';

export interface LightboxImage {
  /** Image URL. */
  src: string;
  /** Alt text, announced with the position. */
  alt: string;
}

export interface LightboxProps {
  /** Whether the viewer is open (controlled). */
  open: boolean;
  /** Called with false when Escape, the close button or a click outside closes it. */
  onOpenChange: (open: boolean) => void;
  /** The images to browse, in order. */
  images: readonly LightboxImage[];
  /** Index of the image shown (controlled). */
  index: number;
  /** Called with the new index when the arrows (keys or buttons) move to another image. */
  onIndexChange: (index: number) => void;
  /** Accessible name of the viewer, e.g. the product name. */
  title: string;
  /** aria-label of the close button. Defaults to 'Cerrar'. */
  closeLabel?: string;
  /** aria-label of the previous-image button. Defaults to 'Imagen anterior'. */
  previousLabel?: string;
  /** aria-label of the next-image button. Defaults to 'Imagen siguiente'. */
  nextLabel?: string;
  /** Position text. Defaults to 'Imagen 2 de 3'. */
  formatPosition?: (index: number, count: number) => string;
  /** Class of the viewer panel. */
  className?: string;
}

const defaultPosition = (index: number, count: number) => `Imagen ${index + 1} de ${count}`;

/**
 * Full-screen image viewer (Radix Dialog): ArrowLeft / ArrowRight and the on-screen buttons move
 * between images (wrapping around), Escape, the close button or a click outside close it at once.
 */
export function Lightbox({
  open,
  onOpenChange,
  images,
  index,
  onIndexChange,
  title,
  closeLabel = 'Cerrar',
  previousLabel = 'Imagen anterior',
  nextLabel = 'Imagen siguiente',
  formatPosition = defaultPosition,
  className,
}: LightboxProps) {
  const count = images.length;
  // Radix only returns focus to its own Trigger; the lightbox is opened from outside, so remember the opener.
  const openerRef = useRef<HTMLElement | null>(null);
  const current = images[index] ?? images[0];
  const canBrowse = count > 1;
  const goTo = (target: number) => onIndexChange(((target % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canBrowse) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  return (
    <RadixDialog.Root open={open && Boolean(current)} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-lightbox-overlay="" />
        <RadixDialog.Content
          className={cx(styles.content, className)}
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {canBrowse && (
              <p className={styles.position} aria-live="polite" aria-atomic="true">
                {formatPosition(index, count)}
              </p>
            )}
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel} className={styles.close}>
                <CloseIcon size={20} />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className={styles.stage}>
            {current && <img key={current.src} className={styles.image} src={current.src} alt={current.alt} />}
            {canBrowse && (
              <Button
                variant="secondary"
                size="icon"
                aria-label={previousLabel}
                className={cx(styles.nav, styles.previous)}
                onClick={() => goTo(index - 1)}
              >
                <ChevronLeftIcon size={22} />
              </Button>
            )}
            {canBrowse && (
              <Button
                variant="secondary"
                size="icon"
                aria-label={nextLabel}
                className={cx(styles.nav, styles.next)}
                onClick={() => goTo(index + 1)}
              >
                <ChevronRightIcon size={22} />
              </Button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
