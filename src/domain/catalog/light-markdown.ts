/**
 * Product descriptions are written in "light markdown": paragraphs separated by a blank line, line
 * breaks, and `**bold**` runs. Nothing else is markup: any HTML in the text stays text. This module
 * only parses; the web and the kit render the result (React escapes every span).
 */

/** Product cards show the description cut at this many characters (spec, section 9). */
export const DESCRIPTION_PREVIEW_LIMIT = 100;

/** The mark appended to a preview that was cut. */
export const PREVIEW_ELLIPSIS = '…';

/** A run of text, bold or not. */
export interface LightMarkdownSpan {
  readonly text: string;
  readonly strong: boolean;
}

/** One line of a paragraph. */
export type LightMarkdownLine = readonly LightMarkdownSpan[];

/** One paragraph: its lines, in order. */
export type LightMarkdownParagraph = readonly LightMarkdownLine[];

const BOLD = /\*\*(.+?)\*\*/g;

/** A line's spans: `**bold**` runs become strong spans; an unclosed `**` stays as text. */
function parseLine(line: string): LightMarkdownSpan[] {
  return line
    .split(BOLD)
    .map((text, index) => ({ text, strong: index % 2 === 1 }))
    .filter((span) => span.text !== '');
}

/** The description's paragraphs (blank-line separated), each a list of lines of spans. */
export function parseLightMarkdown(source: string): LightMarkdownParagraph[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => paragraph.split('\n').map((line) => parseLine(line.trim())));
}

/**
 * A one-line preview for product cards: paragraphs and line breaks become spaces, whitespace is
 * collapsed, bold is kept, and the text is cut at `limit` characters (code points, so an emoji is
 * never split), trailing spaces removed and '…' appended when it was cut.
 */
export function lightMarkdownPreview(source: string, limit: number = DESCRIPTION_PREVIEW_LIMIT): LightMarkdownSpan[] {
  const joined = parseLightMarkdown(source).flatMap((paragraph, paragraphIndex) =>
    paragraph.flatMap((line, lineIndex) =>
      paragraphIndex + lineIndex === 0 ? line : [{ text: ' ', strong: false }, ...line],
    ),
  );
  const spans = mergeSpans(joined.map((span) => ({ ...span, text: span.text.replace(/\s+/g, ' ') })));

  const preview: LightMarkdownSpan[] = [];
  let remaining = limit;
  for (const span of spans) {
    const chars = Array.from(span.text);
    if (chars.length <= remaining) {
      preview.push(span);
      remaining -= chars.length;
      continue;
    }
    preview.push({ text: chars.slice(0, remaining).join(''), strong: span.strong });
    return [...trimEnd(preview), { text: PREVIEW_ELLIPSIS, strong: false }];
  }
  return preview;
}

/** The preview as plain text, e.g. for an accessible description or a link preview. */
export function plainText(spans: readonly LightMarkdownSpan[]): string {
  return spans.map((span) => span.text).join('');
}

/** Joins neighbouring spans of the same weight and collapses the spaces where they meet. */
function mergeSpans(spans: readonly LightMarkdownSpan[]): LightMarkdownSpan[] {
  const merged: LightMarkdownSpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    const text = last?.text.endsWith(' ') ? span.text.replace(/^ /, '') : span.text;
    if (text === '') continue;
    if (last && last.strong === span.strong)
      merged[merged.length - 1] = { text: last.text + text, strong: last.strong };
    else merged.push({ text, strong: span.strong });
  }
  return merged;
}

/** Removes trailing whitespace (and spans left empty by it) before the ellipsis. */
function trimEnd(spans: readonly LightMarkdownSpan[]): LightMarkdownSpan[] {
  const trimmed = [...spans];
  while (trimmed.length > 0) {
    const last = trimmed[trimmed.length - 1]!;
    const text = last.text.trimEnd();
    if (text !== '') {
      trimmed[trimmed.length - 1] = { text, strong: last.strong };
      break;
    }
    trimmed.pop();
  }
  return trimmed;
}
