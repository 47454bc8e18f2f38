/**
 * The demo catalogue: believable perfumes from well-known houses, priced in
 * soles as a Lima perfumery would. Fictional descriptions; no images are
 * downloaded (see demo-images.ts).
 */
export interface DemoBrand {
  readonly name: string;
  /** Two colours for the generated logo and bottles. */
  readonly colors: readonly [string, string];
  readonly products: readonly DemoProduct[];
}

export interface DemoProduct {
  readonly name: string;
  /** Original price in soles. */
  readonly price: number;
  readonly categories: readonly DemoCategoryName[];
  readonly notes: string;
}

export type DemoCategoryName = 'Perfumes Mujer' | 'Perfumes Hombre' | 'Unisex' | 'Sets de Regalo' | 'Body Mist';

export const DEMO_CATEGORIES: readonly { name: DemoCategoryName; description: string }[] = [
  { name: 'Perfumes Mujer', description: 'Fragancias femeninas: florales, frutales y orientales.' },
  { name: 'Perfumes Hombre', description: 'Fragancias masculinas: amaderadas, cítricas y aromáticas.' },
  { name: 'Unisex', description: 'Fragancias para compartir.' },
  { name: 'Sets de Regalo', description: 'Estuches listos para regalar.' },
  { name: 'Body Mist', description: 'Brumas corporales ligeras para todos los días.' },
];

const W = 'Perfumes Mujer' as const;
const M = 'Perfumes Hombre' as const;
const U = 'Unisex' as const;
const G = 'Sets de Regalo' as const;
const B = 'Body Mist' as const;

export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    name: 'Carolina Herrera',
    colors: ['#8c1c3a', '#f3d9df'],
    products: [
      { name: 'Good Girl EDP 80 ml', price: 489, categories: [W], notes: 'Jazmín, haba tonka y cacao.' },
      { name: '212 VIP Men EDT 100 ml', price: 429, categories: [M], notes: 'Lima, menta y cuero.' },
      { name: 'CH Women EDT 100 ml', price: 399, categories: [W], notes: 'Pomelo, rosa y sándalo.' },
      { name: 'Bad Boy EDT 100 ml', price: 459, categories: [M], notes: 'Pimienta, salvia y cacao.' },
      { name: 'Good Girl Set Regalo', price: 559, categories: [W, G], notes: 'Perfume de 80 ml y loción corporal.' },
    ],
  },
  {
    name: 'Dior',
    colors: ['#1d2b4f', '#d8dcea'],
    products: [
      { name: "J'adore EDP 100 ml", price: 629, categories: [W], notes: 'Ylang-ylang, rosa de Damasco y jazmín.' },
      { name: 'Sauvage EDT 100 ml', price: 579, categories: [M], notes: 'Bergamota de Calabria y ambroxan.' },
      { name: 'Miss Dior Blooming Bouquet 100 ml', price: 549, categories: [W], notes: 'Peonía y almizcle blanco.' },
      { name: 'Sauvage Elixir 60 ml', price: 699, categories: [M], notes: 'Canela, lavanda y regaliz.' },
      { name: 'Miss Dior Body Mist 100 ml', price: 259, categories: [W, B], notes: 'Bruma ligera de rosa.' },
    ],
  },
  {
    name: 'Chanel',
    colors: ['#111111', '#e9e4da'],
    products: [
      { name: 'N°5 EDP 100 ml', price: 749, categories: [W], notes: 'Aldehídos, rosa de mayo y vainilla.' },
      { name: 'Bleu de Chanel EDP 100 ml', price: 689, categories: [M], notes: 'Cítricos, incienso y cedro.' },
      { name: 'Coco Mademoiselle EDP 100 ml', price: 719, categories: [W], notes: 'Naranja, rosa y pachulí.' },
      { name: 'Chance Eau Tendre 100 ml', price: 659, categories: [W], notes: 'Membrillo, jacinto y almizcle.' },
      { name: 'Allure Homme Sport 100 ml', price: 599, categories: [M], notes: 'Mandarina, neroli y cedro.' },
    ],
  },
  {
    name: 'Paco Rabanne',
    colors: ['#b8860b', '#f6ecd0'],
    products: [
      { name: '1 Million EDT 100 ml', price: 419, categories: [M], notes: 'Mandarina, canela y cuero.' },
      { name: 'Lady Million EDP 80 ml', price: 439, categories: [W], notes: 'Neroli, miel y pachulí.' },
      { name: 'Invictus EDT 100 ml', price: 409, categories: [M], notes: 'Pomelo, laurel y ámbar gris.' },
      { name: 'Olympéa EDP 80 ml', price: 449, categories: [W], notes: 'Vainilla salada y jazmín.' },
      { name: 'Phantom EDT 100 ml', price: 459, categories: [M], notes: 'Limón, lavanda y vainilla.' },
    ],
  },
  {
    name: 'Lancôme',
    colors: ['#6b2d5c', '#f1e3ee'],
    products: [
      { name: 'La Vie Est Belle EDP 100 ml', price: 529, categories: [W], notes: 'Iris, praliné y pachulí.' },
      { name: 'Idôle EDP 50 ml', price: 459, categories: [W], notes: 'Rosa, jazmín y almizcle limpio.' },
      { name: 'Trésor EDP 100 ml', price: 489, categories: [W], notes: 'Rosa, albaricoque y vainilla.' },
      {
        name: 'La Vie Est Belle Set Regalo',
        price: 599,
        categories: [W, G],
        notes: 'EDP de 50 ml, loción y miniatura.',
      },
    ],
  },
  {
    name: 'Giorgio Armani',
    colors: ['#2f3b3a', '#dfe6e4'],
    products: [
      { name: 'Acqua di Giò EDT 100 ml', price: 479, categories: [M], notes: 'Notas marinas, jazmín y romero.' },
      { name: 'Sì EDP 100 ml', price: 539, categories: [W], notes: 'Grosella negra, rosa de mayo y vainilla.' },
      { name: 'Code EDT 75 ml', price: 449, categories: [M], notes: 'Bergamota, olivo y haba tonka.' },
      { name: 'My Way EDP 90 ml', price: 559, categories: [W], notes: 'Flor de azahar y tuberosa.' },
      { name: 'Acqua di Giò Set Regalo', price: 579, categories: [M, G], notes: 'EDT de 100 ml y gel de ducha.' },
    ],
  },
  {
    name: 'Versace',
    colors: ['#1f4e8c', '#f2d06b'],
    products: [
      { name: 'Eros EDT 100 ml', price: 389, categories: [M], notes: 'Menta, manzana verde y vainilla.' },
      { name: 'Bright Crystal EDT 90 ml', price: 359, categories: [W], notes: 'Yuzu, peonía y magnolia.' },
      { name: 'Dylan Blue EDT 100 ml', price: 379, categories: [M], notes: 'Bergamota, hoja de higuera e incienso.' },
      { name: 'Eros Flame EDP 100 ml', price: 419, categories: [M], notes: 'Limón, pimienta negra y madera.' },
      { name: 'Bright Crystal Body Mist 200 ml', price: 169, categories: [W, B], notes: 'Bruma floral fresca.' },
    ],
  },
  {
    name: 'Jean Paul Gaultier',
    colors: ['#3b6fb6', '#e3ecf8'],
    products: [
      { name: 'Le Male EDT 125 ml', price: 439, categories: [M], notes: 'Lavanda, menta y vainilla.' },
      { name: 'Scandal EDP 80 ml', price: 469, categories: [W], notes: 'Miel, gardenia y pachulí.' },
      { name: 'Le Beau EDT 125 ml', price: 459, categories: [M], notes: 'Coco, bergamota y haba tonka.' },
      { name: 'La Belle EDP 100 ml', price: 489, categories: [W], notes: 'Pera, vainilla y vetiver.' },
    ],
  },
  {
    name: 'Yves Saint Laurent',
    colors: ['#000000', '#d4af37'],
    products: [
      { name: 'Libre EDP 90 ml', price: 569, categories: [W], notes: 'Lavanda, flor de azahar y vainilla.' },
      { name: 'Y EDP 100 ml', price: 549, categories: [M], notes: 'Manzana, salvia y madera de ámbar.' },
      { name: 'Black Opium EDP 90 ml', price: 559, categories: [W], notes: 'Café, vainilla y flores blancas.' },
      { name: 'La Nuit de L’Homme EDT 100 ml', price: 499, categories: [M], notes: 'Cardamomo, lavanda y cedro.' },
      { name: 'Mon Paris EDP 90 ml', price: 529, categories: [W], notes: 'Fresa, peonía y pachulí.' },
    ],
  },
  {
    name: 'Calvin Klein',
    colors: ['#4a4a4a', '#ececec'],
    products: [
      { name: 'CK One EDT 200 ml', price: 259, categories: [U], notes: 'Té verde, bergamota y almizcle.' },
      { name: 'Eternity EDP 100 ml', price: 299, categories: [W], notes: 'Fresia, lirio y sándalo.' },
      { name: 'Obsession for Men EDT 125 ml', price: 279, categories: [M], notes: 'Especias, ámbar y vainilla.' },
      { name: 'CK Be EDT 200 ml', price: 239, categories: [U], notes: 'Lavanda, menta y almizcle.' },
      { name: 'CK One Set Regalo', price: 319, categories: [U, G], notes: 'EDT de 100 ml y desodorante.' },
    ],
  },
  {
    name: 'Victoria’s Secret',
    colors: ['#d6336c', '#fde2ec'],
    products: [
      { name: 'Bombshell EDP 100 ml', price: 369, categories: [W], notes: 'Maracuyá, peonía y vainilla.' },
      { name: 'Pure Seduction Body Mist 250 ml', price: 119, categories: [W, B], notes: 'Ciruela roja y fresia.' },
      { name: 'Velvet Petals Body Mist 250 ml', price: 119, categories: [W, B], notes: 'Pétalos y almendra.' },
      { name: 'Bare Vanilla Body Mist 250 ml', price: 119, categories: [W, B], notes: 'Vainilla batida y cachemira.' },
      { name: 'Tease EDP 100 ml', price: 349, categories: [W], notes: 'Pera, gardenia y vainilla negra.' },
    ],
  },
  {
    name: 'Hugo Boss',
    colors: ['#3a3a3a', '#c9c9c9'],
    products: [
      { name: 'Boss Bottled EDT 100 ml', price: 389, categories: [M], notes: 'Manzana, canela y sándalo.' },
      { name: 'Boss The Scent EDT 100 ml', price: 409, categories: [M], notes: 'Jengibre, maninka y cuero.' },
      { name: 'Boss Alive EDP 80 ml', price: 399, categories: [W], notes: 'Ciruela, jazmín y vainilla.' },
      { name: 'Hugo Man EDT 125 ml', price: 299, categories: [M], notes: 'Manzana verde, menta y abeto.' },
    ],
  },
  {
    name: 'Maison Margiela',
    colors: ['#8a7f72', '#f1ede6'],
    products: [
      { name: 'Replica Jazz Club 100 ml', price: 649, categories: [U], notes: 'Ron, tabaco y vainilla.' },
      { name: 'Replica Lazy Sunday Morning 100 ml', price: 649, categories: [U], notes: 'Lirio, pera y almizcle.' },
      { name: 'Replica By the Fireplace 100 ml', price: 649, categories: [U], notes: 'Castaña, clavo y vainilla.' },
    ],
  },
];
