import { execFileSync } from 'node:child_process';
import { loadSharp } from '../infrastructure/media/load-sharp';

/**
 * What the server loads at start (docs/performance.md, issue 28's RSS goal): everything composition-root.ts
 * imports, but not sharp (libvips) nor the AWS SDK, about 20 MiB of RSS each, which wait for the first picture
 * to work on and for an S3 configuration.
 */
describe('modules loaded at start', () => {
  it('leaves sharp and the AWS SDK out of the start-up modules', () => {
    const loaded = execFileSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        '-e',
        `require('./src/interface/composition-root');
         const packages = Object.keys(require.cache)
           .map((file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file)?.[1])
           .filter(Boolean);
         process.stdout.write(JSON.stringify([...new Set(packages)]));`,
      ],
      { encoding: 'utf8' },
    );
    const packages: string[] = JSON.parse(loaded);
    // Proof that the list is the real one: the start-up's own packages are in it.
    expect(packages).toEqual(expect.arrayContaining(['express', '@apollo/server', 'typeorm', 'pg']));
    expect(
      packages.filter((name) => name === 'sharp' || name.startsWith('@img/') || name.startsWith('@aws-sdk/')),
    ).toEqual([]);
  });

  it('loads sharp once, on first use, with libvips’s operation cache off', async () => {
    const sharp = await loadSharp();
    expect(await loadSharp()).toBe(sharp);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });
});
