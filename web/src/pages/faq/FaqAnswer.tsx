import type { AccordionItem } from '@esencia/ui-kit';
import { Link } from 'react-router';
import type { FaqEntry } from './faqContent';
import styles from './FaqPage.module.css';

/** One answer: its paragraphs, its list and the link to read more. */
export function FaqAnswer({ entry }: { entry: FaqEntry }) {
  return (
    <>
      {entry.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {entry.list && (
        <ul className={styles.answerList}>
          {entry.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {entry.link && (
        <p>
          <Link to={entry.link.to}>{entry.link.label}</Link>
        </p>
      )}
    </>
  );
}

/** The entries as the kit's accordion items (question as the title). */
export function faqAccordionItems(entries: readonly FaqEntry[]): AccordionItem[] {
  return entries.map((entry) => ({ value: entry.id, title: entry.question, content: <FaqAnswer entry={entry} /> }));
}
