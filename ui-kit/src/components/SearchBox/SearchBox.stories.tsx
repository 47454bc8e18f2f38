import { searchProducts } from '@esencia/domain/catalog/product-search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { SearchBox, type SearchBoxProps, type SearchResult } from './SearchBox';

/** A small catalogue to search, offline. */
const CATALOGUE: (SearchResult & { brandName: string })[] = [
  ['l1', 'La Vie Est Belle EDP 100 ml', 'Lancôme', 'S/ 459.00', '#d98fa6'],
  ['l2', 'Idôle EDP 50 ml', 'Lancôme', 'S/ 389.00', '#e8c3b0'],
  ['l3', 'Trésor EDP 100 ml', 'Lancôme', 'S/ 419.00', '#c98b7a'],
  ['d1', "J'adore EDP 100 ml", 'Dior', 'S/ 99.90', '#e6c15a'],
  ['d2', 'Sauvage EDT 100 ml', 'Dior', 'S/ 429.00', '#5a7fa8'],
  ['c1', 'Good Girl EDP 80 ml', 'Carolina Herrera', 'S/ 489.00', '#2a2a5a'],
  ['r1', 'Rosa Nocturna Eau de Parfum 100 ml', 'Maison Lys', 'S/ 103.92', '#b76e79'],
  ['r2', 'Rosa Blanca Eau de Toilette 50 ml', 'Maison Lys', 'S/ 79.90', '#f0d9df'],
  ['r3', 'Rosa de Damasco Eau de Parfum 30 ml', 'Casa Oriente', 'S/ 69.90', '#c25572'],
  ['r4', 'Rosa Oud Eau de Parfum 100 ml', 'Casa Oriente', 'S/ 299.00', '#6e1f3f'],
  ['r5', 'Rosa Cítrica Eau de Toilette 100 ml', 'Verde Andino', 'S/ 89.90', '#f2b24f'],
  ['r6', 'Rosa Salvaje Eau de Parfum 75 ml', 'Verde Andino', 'S/ 129.90', '#a8344e'],
].map(([id = '', name = '', brand = '', price = '', colour = '']) => ({
  id,
  name,
  brand,
  brandName: brand,
  price,
  imageUrl: bottleImage(colour),
}));
CATALOGUE[3] = { ...CATALOGUE[3]!, originalPrice: 'S/ 129.90' };

/** The search box wired like the web app: every debounced query is answered from the catalogue above. */
function SearchDemo(props: SearchBoxProps) {
  const [results, setResults] = useState<readonly SearchResult[]>([]);
  return (
    <SearchBox
      {...props}
      results={results}
      onSearch={(query) => {
        props.onSearch(query);
        // The domain's own search rule (name or brand, no case or accents, at most 5).
        setResults(query ? searchProducts(CATALOGUE, query) : []);
      }}
    />
  );
}

const meta = {
  title: 'Tienda/SearchBox',
  component: SearchBox,
  parameters: {
    docs: {
      description: {
        component: `La búsqueda de la cabecera: un combobox que pregunta 300 ms después de la última tecla (desde 2 caracteres) y lista hasta 5 productos con imagen, marca, nombre y precio, en una lista de 400 px de alto como máximo. Flechas para recorrer, Enter abre el producto resaltado (o, con \`onSubmitQuery\`, todos los resultados si no hay uno resaltado, igual que 'Ver todos los resultados' bajo la lista), Escape cierra; sin resultados dice 'No encontramos productos que coincidan con tu búsqueda'. Los resultados los trae quien la usa (\`onSearch\` → \`results\`).

**Úsalo** en la cabecera (y en la fila de búsqueda del teléfono) para ir directo a un producto por nombre o marca.

**No lo uses** para filtrar una lista que ya está en pantalla ni como buscador de texto libre de otras páginas (p. ej. las preguntas frecuentes).`,
      },
    },
    layout: 'padded',
  },
  args: {
    results: [],
    onSearch: fn(),
    onSelect: fn(),
  },
  render: (args) => <SearchDemo {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 'lancome': 300 ms later the three Lancôme perfumes appear (no accent needed). */
export const Default: Story = {};

/** Opened with a query already typed: the results for 'rosa' (six match, five are shown). */
export const WithResults: Story = {
  args: { defaultValue: 'rosa', autoFocus: true },
};

/** Arrow keys move through the results, Enter opens the highlighted one. */
export const Keyboard: Story = {
  args: { defaultValue: 'dior', autoFocus: true },
};

/**
 * With a results page (`onSubmitQuery`): 'Ver todos los resultados' under the 5 suggestions, and Enter with none
 * highlighted, ask for every result of 'rosa' (six match).
 */
export const AllResults: Story = {
  args: { defaultValue: 'rosa', autoFocus: true, onSubmitQuery: fn() },
};

export const NoResults: Story = {
  args: { defaultValue: 'vainilla', autoFocus: true },
};

/** The caller is still fetching: 'Buscando...'. */
export const Loading: Story = {
  args: { defaultValue: 'rosa', autoFocus: true, loading: true },
  render: (args) => <SearchBox {...args} />,
};

export const ErrorMessage: Story = {
  args: { defaultValue: 'rosa', autoFocus: true, error: 'No pudimos buscar. Intenta de nuevo.' },
  render: (args) => <SearchBox {...args} />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'lancome', autoFocus: true },
};
