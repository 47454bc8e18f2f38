import { useId, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { Button } from '../Button';
import styles from './PromoBanner.module.css';

export interface PromoBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** e.g. 'Promociones de la semana'; also the section's accessible name. */
  title: string;
  /** One short line under the title. */
  text?: string;
  /** Label of the call to action, e.g. 'Ver promociones'. */
  actionLabel: string;
  /** Where the call to action leads, e.g. '/promotions'. */
  actionHref: string;
  /** Renders the link. Defaults to `<a href>`; map `href` to your router's prop. */
  renderLink?: RenderLink;
  /** Heading level of the title. Defaults to 2. */
  headingLevel?: 2 | 3;
}

/** A promotional banner: title, a line of text and a link-button. */
export function PromoBanner({
  title,
  text,
  actionLabel,
  actionHref,
  renderLink = defaultRenderLink,
  headingLevel = 2,
  className,
  ...rest
}: PromoBannerProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={cx(styles.banner, className)} aria-labelledby={titleId}>
      <div>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      <Button asChild variant="secondary">
        {renderLink({ href: actionHref, className: styles.action ?? '', children: actionLabel })}
      </Button>
    </section>
  );
}
