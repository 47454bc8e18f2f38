import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../../icons/Icon';
import styles from './InfoCard.module.css';

const iconPaths = {
  phone: (
    <path
      d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"
      strokeLinejoin="round"
    />
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" strokeLinejoin="round" />
    </>
  ),
  chat: (
    <>
      <path d="M4.5 19.5l1.2-3.6A8 8 0 1 1 8.6 18.6z" strokeLinejoin="round" />
      <path d="M9 12h.01M12 12h.01M15 12h.01" strokeLinecap="round" strokeWidth={2.4} />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  bank: (
    <>
      <path d="M3 9.5L12 4l9 5.5z" strokeLinejoin="round" />
      <path d="M5.5 10v7M10 10v7M14 10v7M18.5 10v7M3.5 20h17" strokeLinecap="round" />
    </>
  ),
  wallet: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
      <rect x="9" y="6" width="6" height="6" rx="0.5" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
      <path d="M2.5 10h19M6 15h4" strokeLinecap="round" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7z" strokeLinejoin="round" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  box: (
    <>
      <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" strokeLinejoin="round" />
      <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" strokeLinejoin="round" />
    </>
  ),
  map: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" strokeLinejoin="round" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" strokeLinejoin="round" />
      <path d="M8.8 12l2.2 2.2 4.2-4.4" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  sparkle: (
    <path
      d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18.5 16.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z"
      strokeLinejoin="round"
    />
  ),
} satisfies Record<string, ReactNode>;

/** The icons an InfoCard can show. */
export type InfoCardIcon = keyof typeof iconPaths;

export interface InfoCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card, e.g. 'Teléfono' or 'Yape'; also the card's accessible name. */
  title: string;
  /** Decorative icon next to the title: phone, email, chat, clock, bank, wallet, card, truck, box, map, shield or sparkle. */
  icon?: InfoCardIcon;
  /** Body: the details (a number, an address, a short paragraph or a list). */
  children: ReactNode;
  /** A last line set apart, e.g. the opening hours or a link-button. */
  footer?: ReactNode;
  /** Heading level of the title. Defaults to 3 (cards usually sit under a section's h2). */
  headingLevel?: 2 | 3 | 4;
}

/** A small card with an icon, a title, a few details and an optional footer (hours, a link). */
export function InfoCard({ title, icon, children, footer, headingLevel = 3, className, ...rest }: InfoCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={cx(styles.card, className)} aria-labelledby={titleId}>
      <div className={styles.head}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} strokeWidth={1.7}>
              {iconPaths[icon]}
            </Icon>
          </span>
        )}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
