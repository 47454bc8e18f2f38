import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { gotNoAnswer, ORDER_ANSWER_TIMEOUT_MS, orderAnswerContext } from './orderAnswer';

describe('crear un pedido sin respuesta del servidor', () => {
  it('una conexión que falla o una espera que se acaba no es respuesta; un error HTTP o de GraphQL sí lo es', () => {
    expect(gotNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(gotNoAnswer(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(gotNoAnswer(new DOMException('aborted', 'AbortError'))).toBe(true);

    expect(gotNoAnswer(new CombinedGraphQLErrors({ errors: [{ message: 'Error interno' }] }))).toBe(false);
    expect(
      gotNoAnswer(new ServerError('Bad Gateway', { response: new Response(null, { status: 502 }), bodyText: '' })),
    ).toBe(false);
    expect(gotNoAnswer(new Error('Respuesta vacía del servidor'))).toBe(false);
  });

  it('la petición se abandona a los 30 s', () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { signal } = orderAnswerContext().fetchOptions;
    expect(ORDER_ANSWER_TIMEOUT_MS).toBe(30_000);
    expect(timeout).toHaveBeenCalledWith(ORDER_ANSWER_TIMEOUT_MS);
    expect(signal.aborted).toBe(false);
    timeout.mockRestore();
  });
});
