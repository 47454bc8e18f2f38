import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styles from './adminForm.module.css';

/** A file the form holds: stored (it has a key) or chosen now, shown from a local copy until it is saved. */
export interface PickedFile {
  /** The stored file's address, or a local copy of the chosen file. */
  readonly url: string;
  /** The chosen file while it is not stored yet. */
  readonly file: File | null;
}

/** A local copy of a chosen file to show or play (none where the browser cannot make one, e.g. in tests). */
export function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** Lets go of the local copy of a chosen file (a stored one has none). */
export function releasePreview(picked: PickedFile | null) {
  if (picked?.file && picked.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(picked.url);
}

/**
 * One optional file of a form (a picture, an audio): the hidden input's ref, the label's and hint's ids,
 * what to do when a file is chosen (checked with `refusal` at once, the same file can be chosen again)
 * or removed, and the refusal to show. Closing the form lets go of a file that was never saved.
 */
export function useSingleFilePicker<Value extends PickedFile>({
  value,
  onChange,
  refusal,
  toValue,
}: {
  /** The file the form holds, or null for none. */
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** Why a chosen file cannot be used (its type or size), or null. */
  refusal: (file: File) => string | null;
  /** The form's value for a chosen file, with its local copy at `url`. */
  toValue: (file: File, url: string) => Value;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => () => releasePreview(latest.current), []);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts.
    event.target.value = '';
    if (!file) return;
    const refused = refusal(file);
    if (refused) {
      setNotice(refused);
      return;
    }
    setNotice(null);
    releasePreview(value);
    onChange(toValue(file, previewUrl(file)));
  }

  function remove() {
    setNotice(null);
    releasePreview(value);
    onChange(null);
  }

  /** Opens the browser's file picker. */
  const choose = () => inputRef.current?.click();

  return { inputRef, labelId, hintId, notice, onFile, remove, choose };
}

/** An upload's progress bar: `label` (also the bar's name) and the percentage. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className={styles.progress}>
      <span>{label}</span>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
