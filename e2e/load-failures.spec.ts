import type { Page } from '@playwright/test';
import { expectNothingOver, SCREENS } from './support/layout';
import { expect, expectConsoleMessage, test } from './support/test';

/** How the next requests for the promotions' listing fail: no answer at all, or an answer with a GraphQL error. */
type Failure = 'network' | 'graphql' | null;

/** Makes the browser's /graphql requests for the promotions listing fail as `failure()` says (the rest go through). */
async function failPromotions(page: Page, failure: () => Failure) {
  await page.route('**/graphql?**', async (route) => {
    const how = new URL(route.request().url()).searchParams.get('operationName') === 'PromotedProducts' && failure();
    if (how === 'network') await route.abort('failed');
    else if (how === 'graphql')
      await route.fulfill({ json: { errors: [{ message: 'Error interno', extensions: { code: 'INTERNAL' } }] } });
    else await route.fallback();
  });
}

/**
 * Issue 27, item 12: a catalogue page whose products cannot be loaded says the spec's texts — the error state
 * 'Hubo un error al cargar las promociones.' with 'Intentar de nuevo', and the toast 'Error al cargar las
 * promociones' — instead of a blank page, and recovers on a retry. The page comes from the server; the failure
 * is the browser's next load (a link in the top bar), through the real /graphql answer being cut or refused.
 */
for (const [screen, options] of Object.entries(SCREENS)) {
  test.describe(`En un ${screen === 'phone' ? 'teléfono (390×844)' : 'portátil (1280×800)'}`, () => {
    test.use(options);

    test('promociones que no cargan: el texto de la especificación, el aviso, nada tapado, y el reintento', async ({
      page,
    }) => {
      expectConsoleMessage(/Failed to load resource: net::ERR_FAILED/);
      await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
      let failure: Failure = 'network';
      await failPromotions(page, () => failure);

      await page.goto('/web-products');
      await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: 'Promociones', exact: true }).click();

      const state = page.getByRole('alert').filter({ hasText: 'Hubo un error al cargar las promociones.' });
      await expect(state).toBeVisible();
      await expect(page.getByText('Error al cargar las promociones', { exact: true })).toBeVisible();
      const retry = state.getByRole('button', { name: 'Intentar de nuevo' });
      await expectNothingOver(page, { 'Intentar de nuevo': retry });

      // An answer with a GraphQL error says the same.
      failure = 'graphql';
      await retry.click();
      await expect(page.getByText('Error al cargar las promociones', { exact: true })).toHaveCount(2);
      await expect(state).toBeVisible();

      // The server answers again: the promotions show.
      failure = null;
      await retry.click();
      await expect(
        page.getByRole('list', { name: 'Productos en promoción' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(state).toHaveCount(0);
    });
  });
}
