import { useTheme } from '@esencia/ui-kit';
import { Link, useMatch, useSearchParams } from 'react-router';
import styles from './SiteLogo.module.css';

/** 'default', or the women's / men's logo of the two perfume categories. */
export type LogoVariant = 'default' | 'mujer' | 'hombre';

/** The category names (the `?name=` of a category link) that switch the logo. */
const CATEGORY_LOGOS: Readonly<Record<string, Exclude<LogoVariant, 'default'>>> = {
  'perfumes mujer': 'mujer',
  'perfumes hombre': 'hombre',
};

const CAPTIONS: Readonly<Record<Exclude<LogoVariant, 'default'>, string>> = { mujer: 'Mujer', hombre: 'Hombre' };

/** The logo for a category page's `?name=`: 'Perfumes Mujer' and 'Perfumes Hombre' have their own. */
export function logoVariant(categoryName: string | null): LogoVariant {
  const key = categoryName?.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-PE') ?? '';
  return CATEGORY_LOGOS[key] ?? 'default';
}

/** The bottle mark; its colours come from the variant and the theme (CSS). */
function BottleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 40" aria-hidden="true" focusable="false">
      <rect className={styles.cap} x="11" y="1" width="10" height="7" rx="1.5" />
      <rect className={styles.neck} x="13" y="8" width="6" height="4" />
      <rect className={styles.bottle} x="3" y="12" width="26" height="27" rx="6" />
      <rect className={styles.label} x="9" y="21" width="14" height="8" rx="1.5" />
    </svg>
  );
}

/**
 * The 'Esencia' logo, linking home. It changes on the 'Perfumes Mujer' and 'Perfumes Hombre'
 * category pages (by the category's `?name=`, as the catalogue menu links them) and in dark mode.
 */
export function SiteLogo() {
  const onCategoryPage = useMatch('/category/:categoryId') !== null;
  const [searchParams] = useSearchParams();
  const { theme } = useTheme();
  const variant = onCategoryPage ? logoVariant(searchParams.get('name')) : 'default';

  return (
    <Link to="/" className={styles.logo} aria-label="Esencia, ir al inicio" data-variant={variant} data-theme={theme}>
      <BottleMark />
      <span className={styles.text}>
        <span className={styles.word}>Esencia</span>
        {variant !== 'default' && <span className={styles.caption}>{CAPTIONS[variant]}</span>}
      </span>
    </Link>
  );
}
