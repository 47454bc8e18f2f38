import { expect, type Locator, type Page } from '@playwright/test';

/** The two screens every layout journey runs on: a phone and a laptop. */
export const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 } },
} as const;

/** The few DOM shapes the in-page checks use: the e2e files are type-checked without the DOM library. */
interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}
interface PageNode {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
  contains(other: PageNode | null): boolean;
  querySelectorAll(selector: string): ArrayLike<PageNode> & Iterable<PageNode>;
  querySelector(selector: string): PageNode | null;
}
interface PageGlobals {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly document: {
    readonly body: PageNode;
    readonly documentElement: PageNode;
    elementFromPoint(x: number, y: number): PageNode | null;
    elementsFromPoint(x: number, y: number): PageNode[];
  };
  getComputedStyle(node: PageNode): {
    readonly position: string;
    readonly visibility: string;
    readonly pointerEvents: string;
    readonly opacity: string;
    getPropertyValue(property: string): string;
  };
}

/** What covers a part of `target`: each fixed or sticky element (or a part of one) over it, described. */
async function coverersOf(target: Locator): Promise<string[]> {
  return target.evaluate((element: PageNode) => {
    const { document, getComputedStyle, innerWidth, innerHeight } = globalThis as unknown as PageGlobals;
    const box = element.getBoundingClientRect();
    // Only what is on screen counts: a part of the target scrolled out of the window is covered by nothing.
    const seen = {
      left: Math.max(box.left, 0),
      top: Math.max(box.top, 0),
      right: Math.min(box.right, innerWidth),
      bottom: Math.min(box.bottom, innerHeight),
    };
    if (seen.right - seen.left < 1 || seen.bottom - seen.top < 1) return ['(fuera de la pantalla)'];
    const describe = (node: PageNode) => {
      const name = node.getAttribute('aria-label') ?? (node.textContent ?? '').trim().slice(0, 40);
      return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> ${name}`;
    };
    const found: string[] = [];
    // Every fixed or sticky element and what it holds (a fixed widget's panel may sit outside its own box).
    const floating = [...document.body.querySelectorAll('*')].filter((node) => {
      const { position } = getComputedStyle(node);
      return (position === 'fixed' || position === 'sticky') && !node.contains(element);
    });
    for (const root of floating) {
      for (const node of [root, ...root.querySelectorAll('*')]) {
        const style = getComputedStyle(node);
        // A box that takes no clicks and paints nothing (a fixed widget's transparent frame) covers nothing.
        if (style.visibility === 'hidden' || style.pointerEvents === 'none' || Number(style.opacity) === 0) continue;
        const rect = node.getBoundingClientRect();
        const overlap =
          Math.min(rect.right, seen.right) - Math.max(rect.left, seen.left) > 0.5 &&
          Math.min(rect.bottom, seen.bottom) - Math.max(rect.top, seen.top) > 0.5;
        if (overlap) {
          // Painted under the target there (e.g. the chat's panel below the open search suggestions): not over it.
          const x = (Math.max(rect.left, seen.left) + Math.min(rect.right, seen.right)) / 2;
          const y = (Math.max(rect.top, seen.top) + Math.min(rect.bottom, seen.bottom)) / 2;
          const stack = document.elementsFromPoint(x, y);
          const targetAt = stack.findIndex((hit) => hit === element || element.contains(hit));
          const nodeAt = stack.findIndex((hit) => hit === node || node.contains(hit));
          if (targetAt >= 0 && (nodeAt < 0 || targetAt < nodeAt)) continue;
          found.push(describe(node));
          break;
        }
      }
    }
    // And what a tap at its centre reaches must be the target itself.
    const hit = document.elementFromPoint((seen.left + seen.right) / 2, (seen.top + seen.bottom) / 2);
    if (hit && hit !== element && !element.contains(hit)) found.push(`en su centro: ${describe(hit)}`);
    return found;
  });
}

/**
 * Asserts that no fixed or sticky element (the chat and its bubble, the 'Historias' button, the sticky top bar, a
 * toast) lies over any of the page's primary actions, totals or form fields: first in the page's first view (at
 * the top), for those wholly in it, then with each one scrolled to the middle of the window.
 */
export async function expectNothingOver(page: Page, targets: Record<string, Locator>): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  for (const [name, target] of Object.entries(targets)) {
    await expect(target, name).toBeVisible();
    const inFirstView = await target.evaluate((element: PageNode) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= (globalThis as unknown as PageGlobals).innerHeight;
    });
    if (inFirstView) {
      expect(await coverersOf(target), `${name}: tapado en la primera vista`).toEqual([]);
    }
  }
  for (const [name, target] of Object.entries(targets)) {
    // In the middle of the window, where a shopper reads it (as far as the page scrolls: at the page's end it
    // stays lower, over the corner the floating buttons take).
    await target.evaluate((element: PageNode & { scrollIntoView(options: object): void }) =>
      element.scrollIntoView({ block: 'center', inline: 'center' }),
    );
    expect(await coverersOf(target), `${name}: tapado al llegar a él`).toEqual([]);
  }
}

/**
 * Every element matched by `selector` inside `scope` holds its text inside its padding: the text neither overflows
 * nor runs into the padding or the border (e.g. 'Transferencia bancaria' touching its card's edge, a product name cut
 * to 'Sauvage E…', an e-mail running out of its line).
 */
export async function expectTextFits(scope: Locator, selector: string): Promise<void> {
  const cut = await scope.evaluate((root: PageNode, wanted: string) => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals & {
      document: { createRange(): { selectNodeContents(node: PageNode): void; getBoundingClientRect(): Box } };
    };
    return [...root.querySelectorAll(wanted)].flatMap((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const inset = (side: 'left' | 'right') =>
        parseFloat(style.getPropertyValue(`padding-${side}`)) +
        parseFloat(style.getPropertyValue(`border-${side}-width`));
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const name = (node.textContent ?? '').trim().slice(0, 60);
      const problems: string[] = [];
      if (node.scrollWidth > node.clientWidth + 1) problems.push(`${name} (${node.scrollWidth} > ${node.clientWidth})`);
      if (text.left < box.left + inset('left') - 1 || text.right > box.right - inset('right') + 1) {
        problems.push(`${name}: el texto llega al borde`);
      }
      return problems;
    });
  }, selector);
  expect(cut, `texto cortado en ${selector}`).toEqual([]);
}

/** Nothing on the page is wider than the window: no sideways scroll on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const { documentElement } = (globalThis as unknown as PageGlobals).document;
    return { page: documentElement.scrollWidth, window: documentElement.clientWidth };
  });
  expect(widths.page, 'la página es más ancha que la ventana').toBeLessThanOrEqual(widths.window);
}

/**
 * The site's top bar is one row: every item of it (logo, the navigation's links, each action) sits on the same
 * line, none overlaps the next one and none sticks out of the bar; the bar is no taller than one row (4rem).
 */
export async function expectTopBarOnOneRow(page: Page): Promise<void> {
  const bar = page.getByRole('banner').first();
  await expect(bar).toBeVisible();
  const problems = await bar.evaluate((header: PageNode) => {
    const row = header.querySelector(':scope > div')!;
    const items = [
      ...row.querySelectorAll(':scope > :first-child, nav a, nav button, :scope > :last-child > *'),
    ].filter((item) => item.getBoundingClientRect().right > item.getBoundingClientRect().left);
    const found: string[] = [];
    const name = (item: PageNode) => item.getAttribute('aria-label') ?? (item.textContent ?? '').trim();
    const outer = row.getBoundingClientRect();
    const first = items[0]!.getBoundingClientRect();
    const middle = (first.top + first.bottom) / 2;
    const boxes = items.map((item) => ({ name: name(item), box: item.getBoundingClientRect() }));
    for (const { name: itemName, box } of boxes) {
      if (Math.abs((box.top + box.bottom) / 2 - middle) > 4) found.push(`fuera de la fila: ${itemName}`);
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) found.push(`se sale: ${itemName}`);
    }
    const byLeft = [...boxes].sort((a, b) => a.box.left - b.box.left);
    for (let index = 1; index < byLeft.length; index += 1) {
      if (byLeft[index]!.box.left < byLeft[index - 1]!.box.right - 0.5) {
        found.push(`se pisan: ${byLeft[index - 1]!.name} / ${byLeft[index]!.name}`);
      }
    }
    if (header.getBoundingClientRect().bottom - header.getBoundingClientRect().top > 66) {
      found.push(`alto ${header.getBoundingClientRect().bottom - header.getBoundingClientRect().top}px`);
    }
    return found;
  });
  expect(problems, 'la barra superior en una fila').toEqual([]);
}

/**
 * Resolves once the page's finite animations have ended (a dialog sliding and fading in, say): what is measured
 * after it (boxes, colours' contrast) is what the page settles on, not a frame of the animation.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    type Running = {
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
      finished: Promise<unknown>;
    };
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    // A cancelled animation rejects its `finished`: it has stopped moving all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * `inner` lies wholly inside `outer` (e.g. the current step's tab inside its tab row, a card inside a dialog).
 * Both boxes are read in one page task once the animations have ended: a dialog still sliding in would otherwise
 * move between the two reads and put a tab a fraction of a pixel outside its row.
 */
export async function expectInside(inner: Locator, outer: Locator, what: string): Promise<void> {
  const frameElement = await outer.elementHandle();
  expect(frameElement, what).not.toBeNull();
  await animationsEnded(inner.page());
  const [box, frame] = await inner.evaluate((element: PageNode, container: PageNode) => {
    // Plain numbers: a DOMRect's fields are getters, which do not cross back to the test.
    const plain = ({ left, top, right, bottom }: Box): Box => ({ left, top, right, bottom });
    return [plain(element.getBoundingClientRect()), plain(container.getBoundingClientRect())];
  }, frameElement!);
  await frameElement!.dispose();
  expect(
    box.left >= frame.left - 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.bottom <= frame.bottom + 0.5,
    `${what}: ${JSON.stringify(box)} fuera de ${JSON.stringify(frame)}`,
  ).toBe(true);
}

/**
 * Every visible button inside `container` lies wholly inside it: `expectInside` for each, read in one page task
 * (a screen of 25 cards has a hundred buttons; one round trip per check each took the admin's walk near a minute).
 */
export async function expectButtonsInside(container: Locator, what: string): Promise<void> {
  await animationsEnded(container.page());
  const outside = await container.evaluate((frame: PageNode) => {
    const plain = ({ left, top, right, bottom }: Box): Box => ({ left, top, right, bottom });
    const edge = plain(frame.getBoundingClientRect());
    return (
      Array.from(frame.querySelectorAll('button, [role="button"]'))
        // Visible as Playwright's isVisible has it: rendered, not `visibility: hidden`, a box of some size.
        .filter((button) =>
          (button as unknown as { checkVisibility(options: object): boolean }).checkVisibility({
            visibilityProperty: true,
          }),
        )
        .map((button) => ({ text: (button.textContent ?? '').trim(), box: plain(button.getBoundingClientRect()) }))
        .filter(({ box }) => box.right > box.left && box.bottom > box.top)
        .filter(
          ({ box }) =>
            box.left < edge.left - 0.5 ||
            box.top < edge.top - 0.5 ||
            box.right > edge.right + 0.5 ||
            box.bottom > edge.bottom + 0.5,
        )
        .map(({ text, box }) => `${text}: ${JSON.stringify(box)} fuera de ${JSON.stringify(edge)}`)
    );
  });
  expect(outside, what).toEqual([]);
}

/** Where the lines of an element's text begin: the characters that start its second, third… line. */
async function lineStarts(target: Locator): Promise<{ text: string; starts: number[] }> {
  return target.evaluate((element: PageNode) => {
    type TextNode = { readonly data: string };
    const { document } = globalThis as unknown as {
      document: {
        createRange(): {
          setStart(node: TextNode, at: number): void;
          setEnd(node: TextNode, at: number): void;
          getBoundingClientRect(): Box;
        };
        createTreeWalker(root: PageNode, show: number): { nextNode(): TextNode | null };
      };
    };
    const walker = document.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    let text = '';
    const starts: number[] = [];
    let lastTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let at = 0; at < node.data.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const { top, bottom } = range.getBoundingClientRect();
        if (bottom - top > 0) {
          if (lastTop !== null && top > lastTop + 2) starts.push(text.length);
          lastTop = top;
        }
        text += node.data[at];
      }
    }
    return { text, starts };
  });
}

/** The element's text is on one line (an account number, a CCI). */
export async function expectOneLine(target: Locator, what: string): Promise<void> {
  const { text, starts } = await lineStarts(target);
  expect(starts, `${what} en una línea: ${text}`).toEqual([]);
}

/**
 * The element's text wraps only before one of `before`'s characters or after one of `after`'s (an e-mail: before
 * '@' or '.', after a '-'), never in the middle of a word.
 */
export async function expectWrapsOnlyAt(
  target: Locator,
  { before, after }: { before: string; after: string },
  what: string,
): Promise<void> {
  const { text, starts } = await lineStarts(target);
  const wrong = starts
    .filter((at) => !before.includes(text[at] ?? '') && !after.includes(text[at - 1] ?? ''))
    .map((at) => `${text.slice(0, at)}|${text.slice(at)}`);
  expect(wrong, `${what}: cortes`).toEqual([]);
}

/** A price ('S/ 1,347.00', '-S/40') or a percentage off ('-23%'): never split across two lines. */
const PRICE = /-?S\/\s?[\d.,]*\d|-\d+%/g;

/** Every price in the element's text is on one line: none breaks after 'S/', after '-' or inside its figure. */
export async function expectPricesWhole(target: Locator, what: string): Promise<void> {
  const { text, starts } = await lineStarts(target);
  const broken = [...text.matchAll(PRICE)]
    .filter((price) => starts.some((at) => at > price.index && at < price.index + price[0].length))
    .map((price) => price[0]);
  expect(broken, `${what}: precios partidos en «${text}»`).toEqual([]);
}

/** An input's placeholder is shown whole: its text is no wider than the box's content. */
export async function expectPlaceholderFits(input: Locator): Promise<void> {
  const fit = await input.evaluate((element: PageNode & { placeholder: string; clientWidth: number }) => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals & {
      document: {
        createElement(tag: 'canvas'): {
          getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
        };
      };
    };
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.getPropertyValue('font-weight')} ${style.getPropertyValue('font-size')} ${style.getPropertyValue('font-family')}`;
    const room =
      element.clientWidth -
      parseFloat(style.getPropertyValue('padding-left')) -
      parseFloat(style.getPropertyValue('padding-right'));
    return { text: element.placeholder, width: context.measureText(element.placeholder).width, room };
  });
  expect(fit.width, `el texto de ayuda «${fit.text}» cabe (${fit.room} px)`).toBeLessThanOrEqual(fit.room);
}

/** A control's spot on screen that a tap does not reach: what is there instead. */
interface CoveredControl {
  readonly control: string;
  readonly coveredBy: string;
}

/**
 * What a tap reaches on the visible controls (links, buttons, fields, tabs…) inside `scope`: for each one whose
 * centre is on screen, the element at that point must be the control, inside it, or its label (a radio card's
 * hidden input). Not counted: a control of the page scrolled up under the sticky top bar (the bar is meant to sit
 * over the page), a control of the bar under a phone's toast (it lies over the bar for its few seconds, so the page
 * never moves for it), one under a sticky bar of the page (a long form's save bar: scrolling moves it out) or one out
 * of its own scrolling row (the phone's navigation tabs). Read in one page task for
 * all the controls: a round trip per control is seconds on a loaded machine. Returns the controls tapped at and those covered, e.g.
 * by a toast or the floating chat.
 */
export async function reachableControls(scope: Locator): Promise<{ checked: string[]; covered: CoveredControl[] }> {
  await animationsEnded(scope.page());
  return scope.evaluate((root: PageNode) => {
    type Control = PageNode & {
      readonly labels?: ArrayLike<PageNode> | null;
      readonly parentElement: Control | null;
      closest(selector: string): PageNode | null;
      checkVisibility(options: object): boolean;
    };
    const { document, getComputedStyle, innerWidth, innerHeight } = globalThis as unknown as PageGlobals;
    const name = (node: PageNode) =>
      (node.getAttribute('aria-label') ?? (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)) ||
      `<${node.tagName.toLowerCase()}>`;
    const describe = (node: PageNode) =>
      `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> ${name(node)}`;
    const controlName = (control: Control) => {
      const label = control.labels?.[0];
      return label ? `${name(label)} (${control.tagName.toLowerCase()})` : name(control);
    };
    const bar = document.body.querySelector('header');
    const barBox = bar?.getBoundingClientRect();
    // The point is inside every box that clips the control (a row that scrolls sideways, a scrolling panel), within
    // its borders: a field half scrolled out of a dialog has its centre on the dialog's border, and a tap reaches the
    // visible half.
    const unclipped = (control: Control, x: number, y: number) => {
      for (let box = control.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box) as unknown as { overflowX: string; overflowY: string } & Record<
          string,
          string
        >;
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = box.getBoundingClientRect();
        const border = (side: string) => parseFloat(style[`border${side}Width`] ?? '0') || 0;
        if (x < edge.left + border('Left') || x >= edge.right - border('Right')) return false;
        if (y < edge.top + border('Top') || y >= edge.bottom - border('Bottom')) return false;
      }
      return true;
    };
    // In a fixed or sticky layer (the top bar, a toast, the chat), not in the page that scrolls under them.
    const floats = (control: Control) => {
      for (let node: Control | null = control; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const stickyAt = (node: Control | null): boolean =>
      !!node && (getComputedStyle(node).position === 'sticky' || stickyAt(node.parentElement));
    const checked: string[] = [];
    const covered: CoveredControl[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="combobox"], [role="option"]';
    for (const control of [...root.querySelectorAll(selector)] as unknown as Control[]) {
      // Visible as Playwright's isVisible has it, and not see-through (a radio card's input under its label).
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // A visually hidden control (a skip link, a 1 px input, one clipped to nothing until focused) is not a tap
      // target.
      if (box.right - box.left < 4 || box.bottom - box.top < 4) continue;
      if ((getComputedStyle(control) as unknown as { clipPath: string }).clipPath === 'inset(50%)') continue;
      const x = (box.left + box.right) / 2;
      const y = (box.top + box.bottom) / 2;
      if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight || !unclipped(control, x, y)) continue;
      // Scrolled up under the top bar: the page itself starts below the bar.
      if (barBox && y < barBox.bottom && !floats(control)) continue;
      checked.push(controlName(control));
      const hit = document.elementFromPoint(x, y) as Control | null;
      if (!hit || hit === control || control.contains(hit)) continue;
      const label = hit.closest('label');
      if (label && Array.from(control.labels ?? []).includes(label)) continue;
      if (bar?.contains(control) && hit.closest('[role="region"][aria-label^="Notificaciones"]')) continue;
      // Under a sticky bar of the page (a long form's save bar at the screen's foot): scrolling moves it out.
      if (!floats(control) && stickyAt(hit)) continue;
      covered.push({ control: controlName(control), coveredBy: describe(hit) });
    }
    return { checked, covered };
  });
}
