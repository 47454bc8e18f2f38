import type { ReactNode } from 'react';
import styles from './ProfilePage.module.css';

/** One of the profile's cards below the form ('Correos', 'Seguridad'), named by its heading. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
