import { checkUploadSize } from '@esencia/domain/media/image-upload';
import { Button } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styles from '../shared/adminForm.module.css';

/** The picture of a single-image field: already stored (it has a key) or chosen now (sent on saving). */
export interface SingleImage {
  /** What the form shows: the stored picture's address, or a local preview of the chosen file. */
  readonly url: string;
  /** Storage key once the picture is stored. */
  readonly key: string | null;
  /** The chosen file while it is not stored yet. */
  readonly file: File | null;
}

export interface SingleImageFieldProps {
  /** The field's name, e.g. 'Logo' or 'Código QR de Yape'. */
  label: string;
  /** The picture, or null for none. */
  image: SingleImage | null;
  onChange: (image: SingleImage | null) => void;
  /** Alternative text of the preview. */
  alt: string;
  /** A refusal of the picture (from the server or the size rule). */
  error?: string | undefined;
  /** While saving: nothing can be chosen or removed. */
  disabled?: boolean;
  /** The upload's progress (0–100) while the chosen file is sent; null otherwise. */
  progress?: number | null;
  /** The name used by the buttons and the bar, e.g. 'logo' → 'Subir logo', 'Quitar logo', 'Subiendo logo'. */
  noun: string;
}

/** A local preview of a chosen file (none where the browser cannot make one, e.g. in tests). */
function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function releasePreview(image: SingleImage | null) {
  if (image?.file && image.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.url);
}

/**
 * One optional picture (a brand's logo, a wallet's QR): choose, change or remove it, with its upload
 * progress while the form is saved. A chosen file stays in the browser until then.
 */
export function SingleImageField({
  label,
  image,
  onChange,
  alt,
  error,
  disabled = false,
  progress = null,
  noun,
}: SingleImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const latest = useRef(image);
  latest.current = image;

  // Closing the form releases the preview of a file that was never saved.
  useEffect(() => () => releasePreview(latest.current), []);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts.
    event.target.value = '';
    if (!file) return;
    const size = checkUploadSize(file.size);
    if (!size.ok) {
      setNotice(size.error.message);
      return;
    }
    setNotice(null);
    releasePreview(image);
    onChange({ url: previewUrl(file), key: null, file });
  }

  function remove() {
    setNotice(null);
    releasePreview(image);
    onChange(null);
  }

  const message = notice ?? error;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId} aria-describedby={hintId}>
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      <p id={hintId} className={styles.hint}>
        JPG, PNG o WebP, hasta 5 MB.
      </p>
      <div className={styles.image}>
        {image ? (
          image.url ? (
            <img src={image.url} alt={alt} className={styles.imagePreview} />
          ) : (
            <span className={styles.imagePreview} role="img" aria-label={alt} />
          )
        ) : (
          <span className={styles.hint}>Sin imagen</span>
        )}
        <div className={styles.imageActions}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            {image ? `Cambiar ${noun}` : `Subir ${noun}`}
          </Button>
          {image && (
            <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={remove}>
              {`Quitar ${noun}`}
            </Button>
          )}
        </div>
      </div>
      <input
        ref={inputRef}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={`Archivo de ${label.toLowerCase()}`}
        tabIndex={-1}
        onChange={onFile}
      />
      {progress !== null && (
        <div className={styles.progress}>
          <span>{`Subiendo ${noun}`}</span>
          <progress max={100} value={progress} aria-label={`Subiendo ${noun}`} />
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
