import { Button } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styles from '../shared/adminForm.module.css';
import { audioFileError, type StoryAudio } from './storyFormState';

export interface StoryAudioFieldProps {
  /** The audio, or null for none. */
  audio: StoryAudio | null;
  onChange: (audio: StoryAudio | null) => void;
  /** A refusal of the audio (from the server). */
  error?: string | undefined;
  /** While saving: nothing can be chosen or removed. */
  disabled?: boolean;
  /** The upload's progress (0–100) while the chosen file is sent; null otherwise. */
  progress?: number | null;
}

function localUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function release(audio: StoryAudio | null) {
  if (audio?.file && audio.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(audio.url);
}

/**
 * The story's optional audio: choose, listen, change or remove it. A chosen file is checked at once with
 * the domain's rule (MP3, WAV or AAC, at most 10 MB) and stays in the browser until the form is saved.
 */
export function StoryAudioField({ audio, onChange, error, disabled = false, progress = null }: StoryAudioFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const latest = useRef(audio);
  latest.current = audio;

  useEffect(() => () => release(latest.current), []);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = audioFileError(file);
    if (refusal) {
      setNotice(refusal);
      return;
    }
    setNotice(null);
    release(audio);
    onChange({ name: file.name, url: localUrl(file), key: null, file });
  }

  const message = notice ?? error;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId} aria-describedby={hintId} data-field="audio">
      <legend id={labelId} className={styles.label}>
        Audio (opcional)
      </legend>
      <p id={hintId} className={styles.hint}>
        MP3, WAV o AAC, hasta 10 MB.
      </p>
      {audio ? (
        <div className={styles.field}>
          <span>{audio.name}</span>
          {audio.url && <audio controls preload="none" src={audio.url} aria-label={`Escuchar ${audio.name}`} />}
        </div>
      ) : (
        <span className={styles.hint}>Sin audio</span>
      )}
      <div className={styles.imageActions}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          {audio ? 'Cambiar audio' : 'Subir audio'}
        </Button>
        {audio && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setNotice(null);
              release(audio);
              onChange(null);
            }}
          >
            Quitar audio
          </Button>
        )}
      </div>
      <input
        ref={inputRef}
        className={styles.fileInput}
        type="file"
        accept="audio/mpeg,audio/wav,audio/x-wav,audio/aac,audio/x-aac,.mp3,.wav,.aac"
        aria-label="Archivo de audio"
        tabIndex={-1}
        onChange={onFile}
      />
      {progress !== null && (
        <div className={styles.progress}>
          <span>Subiendo audio</span>
          <progress max={100} value={progress} aria-label="Subiendo audio" />
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
