import { addImages, makeMainImage, MAX_PRODUCT_IMAGES, removeImage } from '@esencia/domain/catalog/product-form';
import { checkUploadSize } from '@esencia/domain/media/image-upload';
import { Button } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ProductImageItem } from './productFormState';
import formStyles from '../../shared/adminForm.module.css';
import { previewUrl, releasePreview } from '../../shared/filePicking';
import styles from './ProductFormDialog.module.css';

export interface ProductImagesFieldProps {
  /** The pictures in order; the first one is the main picture. */
  images: readonly ProductImageItem[];
  onChange: (images: readonly ProductImageItem[]) => void;
  /** The rule's message after a save attempt ('Debes agregar al menos una imagen del producto'). */
  error?: string | undefined;
  /** While saving: nothing can be added, removed or reordered. */
  disabled?: boolean;
}

let nextLocalId = 0;

/**
 * The product's pictures (1 to 5): add more, choose the main one (it moves to the front) and remove
 * one (never the last). New files stay in the browser until the product is saved.
 */
export function ProductImagesField({ images, onChange, error, disabled = false }: ProductImagesFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const latest = useRef(images);
  latest.current = images;

  // Closing the form releases the previews of files that were never saved.
  useEffect(() => () => latest.current.forEach(releasePreview), []);

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again still counts.
    event.target.value = '';
    if (files.length === 0) return;
    const tooLarge = files.map((file) => checkUploadSize(file.size)).find((check) => !check.ok);
    if (tooLarge && !tooLarge.ok) {
      setNotice(tooLarge.error.message);
      return;
    }
    const added = files.map((file) => ({ id: `nueva-${(nextLocalId += 1)}`, url: previewUrl(file), key: null, file }));
    const next = addImages(images, added);
    if (!next.ok) {
      added.forEach(releasePreview);
      setNotice(next.error.message);
      return;
    }
    setNotice(null);
    onChange(next.value);
  }

  function remove(index: number) {
    const next = removeImage(images, index);
    if (!next.ok) {
      setNotice(next.error.message);
      return;
    }
    const removed = images[index];
    if (removed) releasePreview(removed);
    setNotice(null);
    onChange(next.value);
  }

  function makeMain(index: number) {
    setNotice(null);
    onChange(makeMainImage(images, index));
  }

  const message = notice ?? error;
  return (
    <fieldset className={formStyles.fieldset} aria-labelledby={labelId} aria-describedby={hintId}>
      <legend id={labelId} className={formStyles.label}>
        Imágenes
      </legend>
      <p id={hintId} className={formStyles.hint}>
        De 1 a {MAX_PRODUCT_IMAGES} imágenes (JPG, PNG o WebP, hasta 5 MB). La primera es la principal.
      </p>
      {images.length > 0 && (
        <ol className={styles.images} aria-label="Imágenes del producto">
          {images.map((image, index) => {
            const name = index === 0 ? 'Imagen principal' : `Imagen ${index + 1}`;
            return (
              <li key={image.id} className={styles.imageItem}>
                {image.url ? (
                  <img src={image.url} alt={name} className={styles.imageThumb} />
                ) : (
                  <span className={styles.imageThumb} role="img" aria-label={name} />
                )}
                {/* One 'Principal' only: the others offer 'Hacer principal' (issue 27: two read 'Principal'). */}
                {index === 0 ? (
                  <span className={styles.mainBadge}>Principal</span>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={disabled}
                    aria-label={`Hacer principal la imagen ${index + 1}`}
                    onClick={() => makeMain(index)}
                  >
                    Hacer principal
                  </Button>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={`Quitar la ${index === 0 ? 'imagen principal' : `imagen ${index + 1}`}`}
                  onClick={() => remove(index)}
                >
                  Quitar
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <input
        ref={inputRef}
        className={formStyles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-hidden="true"
        tabIndex={-1}
        onChange={onFiles}
      />
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          Agregar imágenes
        </Button>
      </div>
      {message && (
        <p id={errorId} role="alert" className={formStyles.error} data-field="images">
          {message}
        </p>
      )}
    </fieldset>
  );
}
