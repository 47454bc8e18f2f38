import { COPY_FEEDBACK_MS, COPY_LINK_MESSAGES } from '@esencia/domain/shared/copy-link';
import { useEffect, useState } from 'react';

export interface CopyFeedback {
  readonly ok: boolean;
  readonly message: string;
}

/**
 * Copies a link to the clipboard and keeps how it went for 2 s: 'Link copiado al portapapeles', or
 * 'No se pudo copiar el link' when the browser refuses (no clipboard, no permission, not a secure page).
 * `copy` also returns that feedback, for a screen that announces it elsewhere (a toast).
 */
export function useCopyLink() {
  const [feedback, setFeedback] = useState<CopyFeedback | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function copy(link: string): Promise<CopyFeedback> {
    let result: CopyFeedback;
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(link);
      result = { ok: true, message: COPY_LINK_MESSAGES.copied };
    } catch {
      result = { ok: false, message: COPY_LINK_MESSAGES.copyFailed };
    }
    setFeedback(result);
    return result;
  }

  return { copy, feedback };
}
