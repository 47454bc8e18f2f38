import type { CSSProperties, HTMLAttributes } from 'react';

const style: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text available to assistive technology but not shown on screen. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} style={{ ...style, ...props.style }} />;
}
