import { checkUploadSize } from '@esencia/domain/media/image-upload';
import { Button } from '@esencia/ui-kit';
import styles from '../shared/adminForm.module.css';
import { UploadProgress, useSingleFilePicker } from '../shared/filePicking';

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
  const { inputRef, labelId, hintId, notice, onFile, remove, choose } = useSingleFilePicker({
    value: image,
    onChange,
    refusal: (file) => {
      const size = checkUploadSize(file.size);
      return size.ok ? null : size.error.message;
    },
    toValue: (file, url) => ({ url, key: null, file }),
  });

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
          <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={choose}>
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
      {progress !== null && <UploadProgress label={`Subiendo ${noun}`} percent={progress} />}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
