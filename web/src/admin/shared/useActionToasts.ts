import { useToast } from '@esencia/ui-kit';
import { ApiFailure } from '../../auth/graphqlErrors';

/** The toasts of a list's row actions (delete, restore, sync…). */
export function useActionToasts() {
  const { toast } = useToast();

  /** An action failed: `title`, with the server's reason under it when it says more. */
  const failureToast = (title: string, error: unknown) =>
    toast({
      title,
      tone: 'error',
      ...(error instanceof ApiFailure && error.message !== title ? { description: error.message } : {}),
    });

  /**
   * Runs an action whose answer carries a message: shows that message (or `done`) as a success, or
   * `failed` with the server's reason. Says whether it went through.
   */
  const runAction = async (
    action: () => Promise<{ readonly message?: string | null }>,
    done: string,
    failed: string,
  ): Promise<boolean> => {
    try {
      const { message } = await action();
      toast({ title: message || done, tone: 'success' });
      return true;
    } catch (error) {
      failureToast(failed, error);
      return false;
    }
  };

  return { toast, failureToast, runAction };
}
