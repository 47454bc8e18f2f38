/**
 * Images for the demo catalogue, drawn locally as SVG: a perfume bottle in
 * the brand's colours with the product name, and a typographic brand logo.
 * Nothing is downloaded.
 */
export function bottleSvg(
  productName: string,
  brandName: string,
  colors: readonly [string, string],
  variant: number,
): string {
  const [dark, light] = colors;
  const shapes = [
    `<rect x="150" y="170" width="100" height="150" rx="18" fill="${dark}" opacity="0.92"/>`,
    `<ellipse cx="200" cy="250" rx="70" ry="80" fill="${dark}" opacity="0.92"/>`,
    `<path d="M140 320 L160 170 H240 L260 320 Z" fill="${dark}" opacity="0.92"/>`,
  ];
  const body = shapes[variant % shapes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(productName)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <rect x="185" y="118" width="30" height="30" rx="4" fill="#c9a227"/>
  <rect x="178" y="146" width="44" height="26" rx="6" fill="${dark}"/>
  ${body}
  <rect x="165" y="215" width="70" height="42" rx="4" fill="${light}" opacity="0.9"/>
  <text x="200" y="242" font-family="Georgia, serif" font-size="13" text-anchor="middle" fill="${dark}">${escapeXml(initials(brandName))}</text>
  <text x="200" y="360" font-family="Georgia, serif" font-size="16" text-anchor="middle" fill="#333">${escapeXml(truncate(productName, 34))}</text>
</svg>`;
}

/** The logo's name keeps this far from its edges (px of the 240 × 120 logo). */
const LOGO_TEXT_MARGIN = 16;

/**
 * A demo brand logo: the name in capitals on the brand's colour. Its size follows its length, and `textLength` holds
 * it to the logo's width whatever serif font the viewer has (Georgia is missing on most phones and servers): at a
 * fixed 22 px 'CAROLINA HERRERA' ran past both edges.
 */
export function logoSvg(brandName: string, colors: readonly [string, string]): string {
  const [dark, light] = colors;
  const text = brandName.toUpperCase();
  const room = 240 - 2 * LOGO_TEXT_MARGIN;
  // A serif capital is about 0.75 em wide, plus the 2 px letter spacing.
  const fontSize = Math.max(11, Math.min(22, Math.floor((room / text.length - 2) / 0.75)));
  const width = Math.min(room, Math.round(text.length * (0.75 * fontSize + 2)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(brandName)}">
  <rect width="240" height="120" rx="12" fill="${light}"/>
  <text x="120" y="68" font-family="Georgia, serif" font-size="${fontSize}" letter-spacing="2" text-anchor="middle" textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="${dark}">${escapeXml(text)}</text>
</svg>`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A vertical story picture (9:16): a gradient in the given colours, a kicker,
 * the title over up to three lines, and optionally a product bottle drawn by
 * bottleSvg. Rasterised to JPEG by the seed (stories are shared as link
 * previews, which show no SVG).
 */
export function storySvg(
  story: { readonly kicker: string; readonly title: string; readonly colors: readonly [string, string] },
  bottle: string | null,
): string {
  const [dark, light] = story.colors;
  const lines = wrap(story.title, 18).slice(0, 3);
  const titleY = bottle ? 250 : 560;
  const title = lines
    .map(
      (line, i) =>
        `<text x="360" y="${titleY + i * 78}" font-family="Georgia, serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  const picture = bottle
    ? `<circle cx="360" cy="820" r="250" fill="${light}" opacity="0.35"/>
  <g transform="translate(110 560) scale(1.25)">${bottle.replace(/^<svg /, '<svg x="0" y="0" ')}</g>`
    : `<circle cx="360" cy="980" r="140" fill="${light}" opacity="0.3"/>
  <circle cx="360" cy="980" r="80" fill="${light}" opacity="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280" viewBox="0 0 720 1280">
  <defs><linearGradient id="story-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="720" height="1280" fill="url(#story-bg)"/>
  <text x="360" y="140" font-family="Georgia, serif" font-size="30" letter-spacing="6" text-anchor="middle" fill="#ffffff" opacity="0.85">${escapeXml(story.kicker.toUpperCase())}</text>
  ${title}
  ${picture}
  <text x="360" y="1220" font-family="Georgia, serif" font-size="34" letter-spacing="8" text-anchor="middle" fill="#ffffff">ESENCIA</text>
</svg>`;
}

/** Words on lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
