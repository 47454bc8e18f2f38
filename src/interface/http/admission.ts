import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Slots } from './slots';

/** How many requests of a kind a process works on at once, and how many may wait for their turn. */
export interface AdmissionLimits {
  readonly active: number;
  readonly waiting: number;
}

/**
 * Requests of one kind worked on a few at a time, in arrival order: a waiting request holds its socket and at
 * most its raw body, never its parsed one (placed before a file is read, the file's bytes stay in the
 * connection's buffers). Past `waiting` the request is refused at once. A request leaves its place when its
 * answer is sent or its client goes.
 */
export class Admission {
  private readonly slots: Slots;

  constructor(
    limits: AdmissionLimits,
    private readonly refuse: (req: Request, res: Response) => void,
  ) {
    this.slots = new Slots(limits.active, limits.waiting);
  }

  /** Requests being worked on now. */
  get active(): number {
    return this.slots.active;
  }

  /** Requests waiting for their turn. */
  get waiting(): number {
    return this.slots.waiting;
  }

  readonly handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    let closed = false;
    const done = new Promise<void>((resolve) => {
      res.once('close', () => {
        closed = true;
        resolve();
      });
    });
    void this.slots
      .run(async () => {
        // A client that left while waiting needs no turn.
        if (!closed) next();
        await done;
        return true;
      })
      .then((admitted) => {
        if (!admitted) this.refuse(req, res);
      });
  };
}
