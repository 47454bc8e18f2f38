import { parseLightMarkdown } from '@esencia/domain/catalog/light-markdown';
import { Fragment } from 'react';

export interface LightMarkdownTextProps {
  /** Product description in light markdown: paragraphs, line breaks and **bold**. */
  source: string;
  className?: string;
}

/**
 * Renders a light-markdown description (the domain's parser) safely: every span is text for
 * React to escape, so no HTML from the input is ever interpreted.
 */
export function LightMarkdownText({ source, className }: LightMarkdownTextProps) {
  return (
    <div className={className}>
      {parseLightMarkdown(source).map((paragraph, paragraphIndex) => (
        <p key={paragraphIndex}>
          {paragraph.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line.map((span, spanIndex) =>
                span.strong ? (
                  <strong key={spanIndex}>{span.text}</strong>
                ) : (
                  <Fragment key={spanIndex}>{span.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
