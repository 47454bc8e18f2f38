import { Fragment, type ReactNode } from 'react';

/** Turns `**bold**` runs into <strong>; everything else stays plain text (React escapes it). */
function renderInline(text: string): ReactNode[] {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.map((part, index) =>
    index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
  );
}

function renderLines(paragraph: string): ReactNode[] {
  return paragraph
    .split('\n')
    .flatMap((line, index) =>
      (index === 0 ? [] : [<br key={`br-${index}`} />]).concat(
        <Fragment key={`line-${index}`}>{renderInline(line)}</Fragment>,
      ),
    );
}

export interface LightMarkdownTextProps {
  /** Product description in light markdown: paragraphs, line breaks and **bold**. */
  source: string;
  className?: string;
}

/** Renders a light-markdown description safely: no HTML from the input is ever interpreted. */
export function LightMarkdownText({ source, className }: LightMarkdownTextProps) {
  const paragraphs = source
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{renderLines(paragraph.trim())}</p>
      ))}
    </div>
  );
}
