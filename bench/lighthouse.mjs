// Lighthouse 12 (ESM only) for bench/api.bench.ts, in its own process: node bench/lighthouse.mjs RUNS URL…
// Default mobile configuration (simulated slow 4G and 4× CPU slowdown), categories performance, accessibility,
// best practices and SEO; headless Chromium from CHROMIUM_PATH (or CHROME_PATH) or /usr/bin/chromium. Prints one
// JSON line: per URL the median of each figure over the runs, every run's figures and the load average around them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';

const [runsText, ...urls] = process.argv.slice(2);
const runs = Math.max(1, Number(runsText) || 3);
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a Chromium of its own (a long-lived one ended later pages without a paint). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const pages = [];
for (const url of urls) {
  const figures = [];
  let error = null;
  for (let run = 0; run < runs && !error; run++) {
    // The machine's load when the run starts (others share it): printed beside the figures.
    const load = loadavg()[0];
    // On a busy machine a run now and then ends without a paint (NO_FCP): it is run again, twice at most.
    let lhr;
    for (let attempt = 1; ; attempt++) {
      lhr = await audit(url);
      if (!lhr.runtimeError) break;
      const reason = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      process.stderr.write(`Lighthouse ${url}: ${reason}\n`);
      if (attempt === 3) {
        error = reason;
        break;
      }
    }
    if (error) break;
    const { categories, audits } = lhr;
    const score = (name) => (categories[name]?.score == null ? NaN : Math.round(categories[name].score * 100));
    figures.push({
      load,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failedAudits: Object.values(audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id),
    });
  }
  const pick = (key) => median(figures.map((figure) => figure[key]));
  pages.push({
    url,
    error,
    runs: figures,
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    },
  });
}
process.stdout.write(`${JSON.stringify(pages)}\n`);
