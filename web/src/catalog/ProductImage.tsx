import { useState } from 'react';
import styles from './ProductImage.module.css';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
}

/** A product or brand image that falls back to a neutral placeholder when missing or broken. */
export function ProductImage({ src, alt, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className={`${styles.placeholder} ${className ?? ''}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <span aria-hidden="true">Esencia</span>
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />;
}
