import type { ReactNode } from 'react';
import { MobileMenuButton } from './MobileMenuButton';
import { Sheet } from '../Sheet';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  /** Controlled open state (close it after a navigation). Leave undefined for an uncontrolled menu. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The menu's content: links, account actions, the theme toggle. */
  children: ReactNode;
  /** Title of the panel, also its accessible name. Defaults to 'Menú'. */
  title?: string;
  /** Accessible name of the ☰ button. Defaults to 'Abrir menú'. */
  triggerLabel?: string;
  /** Class of the ☰ button. */
  className?: string;
}

/**
 * The phone's menu: a ☰ button that slides a panel in from the left (a Sheet titled 'Menú') holding
 * what does not fit in the phone's top bar, e.g. the account corner and the theme toggle.
 */
export function MobileMenu({
  open,
  onOpenChange,
  children,
  title = 'Menú',
  triggerLabel = 'Abrir menú',
  className,
}: MobileMenuProps) {
  return (
    <Sheet
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel="Cerrar menú"
      bodyClassName={styles.body}
      trigger={<MobileMenuButton label={triggerLabel} className={className} />}
    >
      {children}
    </Sheet>
  );
}

export interface MobileMenuSectionProps {
  /** Heading of the group, also the section's accessible name, e.g. 'Mi cuenta'. */
  title: string;
  /** The group's links and buttons. */
  children: ReactNode;
}

/** A titled group of the mobile menu (e.g. 'Mi cuenta'), a labelled section. */
export function MobileMenuSection({ title, children }: MobileMenuSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <div className={styles.items}>{children}</div>
    </section>
  );
}
