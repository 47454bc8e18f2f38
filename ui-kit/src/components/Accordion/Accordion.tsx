import * as RadixAccordion from '@radix-ui/react-accordion';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../../icons/Icon';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Stable key of the item, also what `defaultOpen` refers to. */
  value: string;
  /** The always-visible line, e.g. a question; it is the button that opens the item. */
  title: string;
  /** Shown while the item is open, e.g. the answer. */
  content: ReactNode;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** The items, in order. */
  items: readonly AccordionItem[];
  /** Lets several items stay open at once. Defaults to false: opening one closes the other. */
  multiple?: boolean;
  /** `value` of the items open at first. Defaults to none. */
  defaultOpen?: readonly string[];
  /** Heading level of each item's title (the button sits inside the heading). Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

function ChevronDownIcon() {
  return (
    <Icon size={20} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

/**
 * A list of titles that open to show their content (WAI-ARIA accordion on Radix Accordion): each title
 * is a button inside a heading, Enter/Space toggle it and the arrow keys move between titles.
 */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
  ...rest
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{item.title}</span>
            <span className={styles.chevron}>
              <ChevronDownIcon />
            </span>
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const shared = { ...rest, className: cx(styles.accordion, className) };
  return multiple ? (
    <RadixAccordion.Root {...shared} type="multiple" defaultValue={[...defaultOpen]}>
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root {...shared} type="single" collapsible defaultValue={defaultOpen[0]}>
      {body}
    </RadixAccordion.Root>
  );
}
