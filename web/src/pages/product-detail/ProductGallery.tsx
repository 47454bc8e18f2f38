import { useState } from 'react';
import { ProductImage } from '../../catalog/ProductImage';
import styles from './ProductGallery.module.css';

export interface ProductGalleryProps {
  productName: string;
  /** Image URLs, main image first. */
  images: readonly string[];
}

/** The selected image in large, with a row of thumbnails to pick another. */
export function ProductGallery({ productName, images }: ProductGalleryProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selected = images[selectedIndex] ?? images[0] ?? null;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          src={selected}
          alt={images.length > 1 ? `${productName}, imagen ${selectedIndex + 1} de ${images.length}` : productName}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Imágenes del producto">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Ver imagen ${index + 1} de ${images.length}`}
                aria-pressed={index === selectedIndex}
                onClick={() => setSelectedIndex(index)}
              >
                <ProductImage src={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
