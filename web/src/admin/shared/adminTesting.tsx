/**
 * Test support for the admin pages and their modals (imported by tests only): the page render with a
 * signed-in admin, the table helpers, the phone layout, mutation mocks and the form dialog's render.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider, ToastProvider } from '@esencia/ui-kit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, vi, type Mock } from 'vitest';
import { createCache } from '../../apollo/cache';
import { adminFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { FakeXhr } from '../products/productFixtures';

/** Renders an admin page at `path` with a signed-in admin and these answers. */
export function renderAdminPage(path: string, mocks: MockLink.MockedResponse[]) {
  return renderRoute(path, mocks, { session: adminFixture() });
}

/**
 * The usual lifecycle of an admin page's tests: the lazy admin chunks are loaded once before them
 * (`loadPage` imports the page), and the clock and stubbed globals are put back after each.
 */
export function adminPageLifecycle(loadPage: () => Promise<unknown>) {
  beforeAll(async () => {
    await Promise.all([import('../AdminLayout'), loadPage()]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The admin table named `name`, found within `slow` (the first render also loads the lazy admin chunks). */
export function adminTable(name: string, slow = { timeout: 5000 }) {
  const table = () => screen.findByRole('table', { name }, slow);
  /**
   * The first row showing `text`, waited for: after a save the toast can come before the refetched
   * list replaces the table's rows.
   */
  const rowOf = (text: string) =>
    waitFor(() => {
      const rows = within(screen.getByRole('table', { name })).getAllByRole('row');
      const row = rows.find((candidate) => within(candidate).queryAllByText(text).length > 0);
      if (!row) throw new Error(`no row for ${text}`);
      return row;
    }, slow);
  return { table, rowOf, cellTexts };
}

/** The text of each cell of a row. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Makes the page think it is on a phone (`max-width: 768px` matches), where lists become cards. */
export function stubPhoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A mutation called with exactly `variables` that answers `data`. */
export function mutationMock<V>(query: unknown, variables: V, data: unknown): MockLink.MockedResponse {
  return { request: { query: query as never, variables: variables as never }, result: { data: data as never } };
}

/** The callbacks a form dialog under test was given. */
export interface FormDialogCallbacks {
  onSaved: Mock;
  onOpenChange: Mock;
}

/** Renders a form dialog (open) in the theme, toasts and these Apollo answers; returns its callbacks. */
export function renderFormDialog(
  mocks: MockLink.MockedResponse[],
  dialog: (callbacks: FormDialogCallbacks) => ReactElement,
): FormDialogCallbacks {
  const callbacks = { onSaved: vi.fn(), onOpenChange: vi.fn() };
  render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ToastProvider>{dialog(callbacks)}</ToastProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return callbacks;
}

/** The form's helpers: find it, a text box by label, type into one, and press the submit button. */
export function formHelpers(submitName: RegExp) {
  const field = (name: string) => screen.getByRole('textbox', { name });
  return {
    form: () => screen.findByRole('form'),
    field,
    type: (name: string, value: string) => fireEvent.change(field(name), { target: { value } }),
    submit: async () => {
      const button = screen.getByRole('button', { name: submitName });
      await act(async () => {
        fireEvent.click(button);
      });
    },
  };
}

/** A chosen file of `size` bytes. */
export function testFile(name: string, mimeType: string, size = 2048) {
  const chosen = new File(['x'], name, { type: mimeType });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

/** The last upload the fake XMLHttpRequest sent. */
export function lastUpload() {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
}

/** Uploads go to the fake XMLHttpRequest, with nothing sent yet. */
export function stubUploads() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
