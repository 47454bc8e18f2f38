import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS, ORDER_ADMIN_MESSAGES } from './orderAdmin';

export interface CopyFeedback {
  readonly ok: boolean;
  readonly message: string;
}

/**
 * Copies a link to the clipboard and says how it went for 2 s: 'Link copiado al portapapeles', or
 * 'No se pudo copiar el link' when the browser refuses (no clipboard, no permission, not a secure page).
 */
export function useCopyLink() {
  const [feedback, setFeedback] = useState<CopyFeedback | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function copy(link: string) {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(link);
      setFeedback({ ok: true, message: ORDER_ADMIN_MESSAGES.copied });
    } catch {
      setFeedback({ ok: false, message: ORDER_ADMIN_MESSAGES.copyFailed });
    }
  }

  return { copy, feedback };
}
