import { domainError, err, ok } from './result';
import { defineStateMachine, type Move } from './state-machine';

type Draft = 'draft' | 'published' | 'archived' | 'discarded';
interface Context {
  readonly reviewed: boolean;
}

const notReviewed = domainError('DRAFT_NOT_REVIEWED', 'El borrador aún no ha sido revisado');
const reviewed = ({ reviewed }: Context) => (reviewed ? ok(true) : err(notReviewed));
const refuse = ({ from, to }: Move<Draft>) =>
  domainError('DRAFT_TRANSITION_NOT_ALLOWED', `No se puede pasar de ${from} a ${to}`, { from, to });

const machine = defineStateMachine<Draft, Context, typeof notReviewed>(
  {
    draft: { published: { guard: reviewed }, discarded: {} },
    published: { archived: {} },
    archived: { published: {} },
    discarded: {},
  },
  refuse,
);

describe('defineStateMachine', () => {
  it('lists the states in table order', () => {
    expect(machine.states).toEqual(['draft', 'published', 'archived', 'discarded']);
  });

  it('allows a move the table has', () => {
    expect(machine.transition('published', 'archived', { reviewed: false })).toEqual(
      ok({ from: 'published', to: 'archived' }),
    );
  });

  it('allows a guarded move when its guard passes', () => {
    expect(machine.transition('draft', 'published', { reviewed: true })).toEqual(
      ok({ from: 'draft', to: 'published' }),
    );
  });

  it('refuses a move the table lacks with the lifecycle code and Spanish message, without asking any guard', () => {
    const guard = jest.fn(reviewed);
    const guarded = defineStateMachine<Draft, Context, typeof notReviewed>(
      { draft: { published: { guard } }, published: {}, archived: {}, discarded: {} },
      refuse,
    );
    expect(guarded.transition('discarded', 'published', { reviewed: true })).toEqual(
      err({
        code: 'DRAFT_TRANSITION_NOT_ALLOWED',
        message: 'No se puede pasar de discarded a published',
        details: { from: 'discarded', to: 'published' },
      }),
    );
    expect(guarded.transition('draft', 'draft', { reviewed: true }).ok).toBe(false);
    expect(guard).not.toHaveBeenCalled();
  });

  it("returns the guard's refusal as is, and passes it the context and the move", () => {
    const guard = jest.fn(reviewed);
    const guarded = defineStateMachine<Draft, Context, typeof notReviewed>(
      { draft: { published: { guard } }, published: {}, archived: {}, discarded: {} },
      refuse,
    );
    expect(guarded.transition('draft', 'published', { reviewed: false })).toEqual(
      err({ code: 'DRAFT_NOT_REVIEWED', message: 'El borrador aún no ha sido revisado' }),
    );
    expect(guard).toHaveBeenCalledWith({ reviewed: false }, { from: 'draft', to: 'published' });
  });

  describe('the table is the single source of what can be done from a state', () => {
    it('nextStates lists the moves of the table, in table order, whatever the guards would say', () => {
      expect(machine.nextStates('draft')).toEqual(['published', 'discarded']);
      expect(machine.nextStates('discarded')).toEqual([]);
    });

    it('canTransition, nextStates, transitions and transition agree on every pair of states', () => {
      for (const from of machine.states) {
        for (const to of machine.states) {
          const listed = machine.nextStates(from).includes(to);
          expect(machine.canTransition(from, to)).toBe(listed);
          expect(machine.transitions[from].to.includes(to)).toBe(listed);
          const refused = machine.transition(from, to, { reviewed: true });
          expect(refused.ok || refused.error.code !== 'DRAFT_TRANSITION_NOT_ALLOWED').toBe(listed);
        }
      }
    });

    it('transitions is the table as adjacency lists', () => {
      expect(machine.transitions).toEqual({
        draft: { to: ['published', 'discarded'] },
        published: { to: ['archived'] },
        archived: { to: ['published'] },
        discarded: { to: [] },
      });
    });
  });

  it('needs no context when no guard does', () => {
    const door = defineStateMachine<'open' | 'closed'>({ open: { closed: {} }, closed: { open: {} } }, (move) =>
      domainError('DOOR_TRANSITION_NOT_ALLOWED', 'La puerta ya está así', { ...move }),
    );
    expect(door.transition('open', 'closed')).toEqual(ok({ from: 'open', to: 'closed' }));
    expect(!door.transition('open', 'open').ok).toBe(true);
  });
});
