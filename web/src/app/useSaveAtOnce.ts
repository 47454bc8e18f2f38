import { useToast } from '@esencia/ui-kit';
import { useState } from 'react';

/** What a switch saved at once says when the server did not take it (the switch stays as the server has it). */
export const SAVE_AT_ONCE_FAILED = 'No se pudo guardar. Inténtalo de nuevo.';

/**
 * A setting saved the moment it is changed, apart from any form (the profile's reminders, the admin's customer
 * e-mails): runs the save, then toasts `saved` or SAVE_AT_ONCE_FAILED; `saving` holds while it runs.
 */
export function useSaveAtOnce() {
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  async function saveAtOnce(save: () => Promise<unknown>, saved: string): Promise<void> {
    setSaving(true);
    try {
      await save();
      toast({ title: saved, tone: 'success' });
    } catch {
      toast({ title: SAVE_AT_ONCE_FAILED, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return { saving, saveAtOnce };
}
