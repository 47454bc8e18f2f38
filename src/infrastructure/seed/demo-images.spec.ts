import sharp from 'sharp';
import { DEMO_BRANDS } from './demo-catalogue';
import { logoSvg } from './demo-images';

/** How far from each edge the name must end (px of the 240 px logo). */
const CLEARANCE = 8;

/** The logo drawn by librsvg (sharp), as raw RGBA pixels. */
async function draw(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('demo brand logos', () => {
  // Issue 27: 'CAROLINA HERRERA' at a fixed 22 px ran past both edges of its 240 px logo.
  it.each(DEMO_BRANDS.map((brand) => [brand.name, brand.colors] as const))(
    '%s: the name is drawn inside the logo, clear of both edges',
    async (name, colors) => {
      const { data, width, height } = await draw(logoSvg(name, colors));
      const background = [...data.subarray(((height >> 1) * width + 6) * 4, ((height >> 1) * width + 6) * 4 + 3)];
      const inked: number[] = [];
      for (let y = 12; y < height - 12; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const at = (y * width + x) * 4;
          const differs = [0, 1, 2].some((channel) => Math.abs(data[at + channel]! - background[channel]!) > 40);
          if (differs) inked.push(x);
        }
      }
      expect(inked.length).toBeGreaterThan(50);
      expect(Math.min(...inked)).toBeGreaterThanOrEqual(CLEARANCE);
      expect(Math.max(...inked)).toBeLessThan(width - CLEARANCE);
    },
  );
});
