import {
  Accordion,
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  TextField,
  VisuallyHidden,
} from '@esencia/ui-kit';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useStoreSettings } from '../../storeSettings/useStoreSettings';
import { faqAccordionItems } from './FaqAnswer';
import { FAQ_CATEGORIES, faqEntries, filterFaq, type FaqFilter } from './faqContent';
import styles from './FaqPage.module.css';

/** /faq: search over questions and answers, category buttons, the six questions and a way to contact us. */
export function FaqPage() {
  useDocumentTitle('Preguntas Frecuentes');
  const { settings, loading, error, refetch } = useStoreSettings();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FaqFilter>('Todas');
  const entries = useMemo(() => (settings ? faqEntries(settings) : []), [settings]);
  const found = useMemo(() => filterFaq(entries, query, filter), [entries, query, filter]);

  let results;
  if (!settings && error) {
    results = (
      <ErrorState
        message="Lo sentimos, ha ocurrido un error al cargar las preguntas frecuentes."
        onRetry={() => void refetch()}
        retrying={loading}
      />
    );
  } else if (!settings) {
    results = <LoadingState text="Cargando preguntas frecuentes..." />;
  } else if (found.length === 0) {
    results = (
      <EmptyState
        title="No se encontraron preguntas que coincidan con tu búsqueda."
        description="Prueba con otras palabras o elige otra categoría."
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setQuery('');
              setFilter('Todas');
            }}
          >
            Ver todas las preguntas
          </Button>
        }
      />
    );
  } else {
    results = <Accordion items={faqAccordionItems(found)} headingLevel={2} />;
  }

  return (
    <>
      <section className={styles.hero}>
        <PageHeader
          title="Preguntas Frecuentes"
          subtitle="Resolvemos tus dudas sobre pedidos, envíos, productos y pagos."
        />
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Buscar en las preguntas frecuentes"
            name="q"
            placeholder="p. ej. envío o Yape"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
      </section>

      <div role="group" aria-label="Categorías" className={styles.categories}>
        {FAQ_CATEGORIES.map((category) => (
          <Button
            key={category}
            size="sm"
            variant={category === filter ? 'primary' : 'secondary'}
            aria-pressed={category === filter}
            onClick={() => setFilter(category)}
          >
            {category}
          </Button>
        ))}
      </div>

      {settings && (
        <VisuallyHidden role="status">
          {found.length === 1 ? '1 pregunta encontrada' : `${found.length} preguntas encontradas`}
        </VisuallyHidden>
      )}
      {results}

      <section className={styles.contact} aria-labelledby="faq-contacto">
        <h2 id="faq-contacto" className={styles.contactTitle}>
          ¿No encontraste lo que buscabas?
        </h2>
        <p>Nuestro equipo te responde por teléfono, correo o WhatsApp.</p>
        <Button asChild>
          <Link to="/contacto">Contáctanos</Link>
        </Button>
      </section>
    </>
  );
}
