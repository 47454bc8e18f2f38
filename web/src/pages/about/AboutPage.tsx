import { Button, InfoCard, PageHeader, TestimonialSlider, type Testimonial } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import styles from './AboutPage.module.css';

/** Three customers' words (spec: a slider of 3, 5 s each). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'Mi perfume llegó al día siguiente y perfectamente empacado. ¡Ya es mi tienda de confianza!',
    author: 'María Fernanda R.',
    detail: 'Clienta en Miraflores, Lima',
    rating: 5,
  },
  {
    quote: 'Me asesoraron por WhatsApp hasta encontrar el aroma ideal para regalar. Excelente atención.',
    author: 'Jorge L.',
    detail: 'Cliente en Arequipa',
    rating: 5,
  },
  {
    quote: 'Productos originales y buenos precios. Pagué con Yape y todo fue muy rápido.',
    author: 'Lucía P.',
    detail: 'Clienta en Trujillo',
    rating: 5,
  },
];

/** /nosotros: who we are, what we promise, three testimonials and the way to the catalogue or to us. */
export function AboutPage() {
  useDocumentTitle('Nosotros');
  return (
    <>
      <PageHeader title="Nosotros" subtitle="Una perfumería peruana que cree que cada persona tiene su esencia." />

      <section aria-labelledby="nosotros-historia" className={styles.intro}>
        <h2 id="nosotros-historia" className={styles.sectionTitle}>
          Nuestra historia
        </h2>
        <p>
          Esencia nació en Lima con una idea sencilla: que encontrar tu fragancia sea tan especial como usarla.
          Empezamos recomendando perfumes a amigos y familiares, y hoy llevamos fragancias originales de las mejores
          casas a todo el Perú.
        </p>
        <p>
          Seleccionamos cada producto con cuidado, te asesoramos sin apuro por WhatsApp y preparamos cada pedido como si
          fuera un regalo.
        </p>
      </section>

      <section aria-labelledby="nosotros-promesa" className={styles.section}>
        <h2 id="nosotros-promesa" className={styles.sectionTitle}>
          Lo que nos distingue
        </h2>
        <div className={styles.cards}>
          <InfoCard title="Productos originales" icon="shield">
            <p>Todos nuestros perfumes son originales y llegan sellados, tal como salen de su casa perfumista.</p>
          </InfoCard>
          <InfoCard title="Asesoría personalizada" icon="sparkle">
            <p>Te ayudamos a elegir según tus gustos, la ocasión o la persona a quien quieres regalar.</p>
          </InfoCard>
          <InfoCard title="Envíos a todo el Perú" icon="truck">
            <p>Despachamos a Lima, Callao y provincias, con seguimiento de tu pedido.</p>
          </InfoCard>
        </div>
      </section>

      <section aria-labelledby="nosotros-testimonios" className={styles.section}>
        <h2 id="nosotros-testimonios" className={styles.sectionTitle}>
          Lo que dicen nuestros clientes
        </h2>
        <TestimonialSlider testimonials={TESTIMONIALS} />
      </section>

      <section aria-labelledby="nosotros-cta" className={styles.cta}>
        <h2 id="nosotros-cta" className={styles.sectionTitle}>
          Encuentra tu próxima fragancia
        </h2>
        <div className={styles.actions}>
          <Button asChild>
            <Link to="/web-products">Ver productos</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/contacto">Contáctanos</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
