import {
  DESCRIPTION_PREVIEW_LIMIT,
  lightMarkdownPreview,
  parseLightMarkdown,
  plainText,
  type LightMarkdownSpan,
} from './light-markdown';

const text = (value: string): LightMarkdownSpan => ({ text: value, strong: false });
const strong = (value: string): LightMarkdownSpan => ({ text: value, strong: true });

describe('parseLightMarkdown', () => {
  it('splits paragraphs on blank lines, keeps line breaks and turns **bold** into strong spans', () => {
    expect(parseLightMarkdown('Notas de **vainilla** y ámbar.\nEDP\r\n  \r\n**100 ml**')).toEqual([
      [[text('Notas de '), strong('vainilla'), text(' y ámbar.')], [text('EDP')]],
      [[strong('100 ml')]],
    ]);
  });

  it('leaves HTML and an unclosed ** as text', () => {
    expect(parseLightMarkdown('<b>hola</b> **sin cerrar')).toEqual([[[text('<b>hola</b> **sin cerrar')]]]);
  });

  it('has no paragraphs for an empty or blank description', () => {
    expect(parseLightMarkdown('')).toEqual([]);
    expect(parseLightMarkdown(' \n\n \n')).toEqual([]);
  });
});

describe('lightMarkdownPreview: one line, bold kept, cut at 100 characters', () => {
  it('the limit is the spec’s 100 characters', () => {
    expect(DESCRIPTION_PREVIEW_LIMIT).toBe(100);
  });

  it('joins paragraphs and lines with one space and keeps a short text whole', () => {
    expect(lightMarkdownPreview('Jazmín, haba tonka y **cacao**.\n\nEDP   80 ml')).toEqual([
      text('Jazmín, haba tonka y '),
      strong('cacao'),
      text('. EDP 80 ml'),
    ]);
  });

  it('cuts at the limit counting only visible characters, trims and appends …', () => {
    const source = `**${'a'.repeat(60)}** ${'b'.repeat(30)} cccccccccc dddd`;
    const preview = lightMarkdownPreview(source);
    expect(preview).toEqual([strong('a'.repeat(60)), text(` ${'b'.repeat(30)} cccccccc`), text('…')]);
    expect(Array.from(plainText(preview.slice(0, -1)))).toHaveLength(100);
  });

  it('does not leave a space before the ellipsis, even across spans', () => {
    expect(lightMarkdownPreview('abc **de** fgh', 7)).toEqual([text('abc '), strong('de'), text('…')]);
    expect(lightMarkdownPreview('abcd **ef**', 5)).toEqual([text('abcd'), text('…')]);
  });

  it('exactly at the limit is not cut', () => {
    expect(plainText(lightMarkdownPreview('x'.repeat(100)))).toBe('x'.repeat(100));
  });

  it('never splits an emoji', () => {
    expect(plainText(lightMarkdownPreview('🌹🌹🌹', 2))).toBe('🌹🌹…');
  });
});
