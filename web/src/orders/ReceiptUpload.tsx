import { checkUploadSize } from '@esencia/domain/media/image-upload';
import { RECEIPT_MESSAGES, receiptUploadPath } from '@esencia/domain/order/payment-receipt';
import { Button } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styles from './ReceiptUpload.module.css';

export interface ReceiptUploadProps {
  /** The order's id (its link): the server lets whoever holds it add the receipt. */
  orderId: string;
  /** Where the current receipt photo is read (the order's `receiptUrl`), null while there is none. */
  receiptUrl: string | null;
  /** Called with the new photo's address once the server has it (e.g. to refresh the order). */
  onUploaded?: (receiptUrl: string) => void;
}

type UploadState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'uploading'; readonly percent: number }
  | { readonly phase: 'sent' }
  | { readonly phase: 'failed'; readonly message: string };

/** The server's refusals are `{ errorCode, message }` in Spanish; anything else gets the generic text. */
function refusalMessage(responseText: string): string {
  try {
    const body = JSON.parse(responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // Not JSON (a proxy's error page…): the generic text below.
  }
  return RECEIPT_MESSAGES.failed;
}

function uploadedUrl(responseText: string): string | null {
  try {
    const body = JSON.parse(responseText) as { receiptUrl?: unknown };
    return typeof body.receiptUrl === 'string' ? body.receiptUrl : null;
  } catch {
    return null;
  }
}

/**
 * The payment receipt on the order page: choose a picture or take one with the
 * phone's camera, checked for size here with the server's own rule, sent with
 * a progress bar, then shown as a thumbnail. The server checks the content
 * (JPEG, PNG or WebP) and answers its refusals in Spanish, shown as they come.
 */
export function ReceiptUpload({ orderId, receiptUrl, onUploaded }: ReceiptUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const requestRef = useRef<XMLHttpRequest | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [uploadedReceipt, setUploadedReceipt] = useState<string | null>(null);
  const hintId = useId();
  const currentReceipt = uploadedReceipt ?? receiptUrl;
  const uploading = state.phase === 'uploading';

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => requestRef.current?.abort(), []);

  function upload(file: File) {
    const size = checkUploadSize(file.size);
    if (!size.ok) {
      setState({ phase: 'failed', message: size.error.message });
      return;
    }
    const form = new FormData();
    form.append('file', file);
    const request = new XMLHttpRequest();
    requestRef.current = request;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        setState({ phase: 'uploading', percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
      }
    };
    request.onload = () => {
      requestRef.current = null;
      if (request.status >= 200 && request.status < 300) {
        const url = uploadedUrl(request.responseText);
        setState({ phase: 'sent' });
        if (url) {
          setUploadedReceipt(url);
          onUploaded?.(url);
        }
        return;
      }
      setState({ phase: 'failed', message: refusalMessage(request.responseText) });
    };
    request.onerror = () => {
      requestRef.current = null;
      setState({ phase: 'failed', message: RECEIPT_MESSAGES.failed });
    };
    request.open('POST', receiptUploadPath(orderId));
    request.setRequestHeader('Accept', 'application/json');
    setState({ phase: 'uploading', percent: 0 });
    request.send(form);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after an error) still uploads it.
    event.target.value = '';
    if (file) upload(file);
  }

  return (
    <div className={styles.receipt} aria-busy={uploading}>
      <p className={styles.title}>Comprobante de pago</p>
      <p id={hintId} className={styles.hint}>
        Sube una foto o captura de tu pago (JPG, PNG o WebP, hasta 5 MB).
      </p>
      {currentReceipt && (
        <a className={styles.thumbnail} href={currentReceipt} target="_blank" rel="noopener noreferrer">
          <img src={currentReceipt} alt="Comprobante de pago enviado" loading="lazy" />
        </a>
      )}
      <input
        ref={inputRef}
        className={styles.input}
        type="file"
        accept="image/*"
        // The button below opens it; phones offer the camera or the gallery.
        aria-hidden="true"
        tabIndex={-1}
        onChange={onChange}
      />
      <Button
        type="button"
        variant={currentReceipt ? 'secondary' : 'primary'}
        loading={uploading}
        loadingLabel="Enviando comprobante..."
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {currentReceipt ? 'Cambiar comprobante' : 'Subir comprobante'}
      </Button>
      {state.phase === 'uploading' && (
        <div className={styles.progress}>
          <progress max={100} value={state.percent} aria-label="Progreso del envío del comprobante" />
          <span aria-hidden="true">{state.percent}%</span>
        </div>
      )}
      <div role="status" className={styles.status}>
        {state.phase === 'sent' && <p className={styles.sent}>{RECEIPT_MESSAGES.sent}</p>}
      </div>
      {state.phase === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </div>
  );
}
