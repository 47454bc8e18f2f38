import { Button } from '@esencia/ui-kit';
import styles from '../shared/adminForm.module.css';
import { UploadProgress, useSingleFilePicker } from '../shared/filePicking';
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

/**
 * The story's optional audio: choose, listen, change or remove it. A chosen file is checked at once with
 * the domain's rule (MP3, WAV or AAC, at most 10 MB) and stays in the browser until the form is saved.
 */
export function StoryAudioField({ audio, onChange, error, disabled = false, progress = null }: StoryAudioFieldProps) {
  const { inputRef, labelId, hintId, notice, onFile, remove, choose } = useSingleFilePicker({
    value: audio,
    onChange,
    refusal: audioFileError,
    toValue: (file, url) => ({ name: file.name, url, key: null, file }),
  });

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
        <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={choose}>
          {audio ? 'Cambiar audio' : 'Subir audio'}
        </Button>
        {audio && (
          <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={remove}>
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
      {progress !== null && <UploadProgress label="Subiendo audio" percent={progress} />}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
