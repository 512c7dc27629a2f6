import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../db/after-commit';
import type { Tx } from '../db/client';
import type { DomainEvent, EventHandler, EventType } from './types';

/** Domain events (docs/decisions/0008-migrations-and-events.md). */
export interface EventBus {
  /** Delivers `event` to its subscribers on every instance. Never throws: a failure is logged. */
  publish(event: DomainEvent): Promise<void>;
  /**
   * Publishes `event` once `tx` (from `ctx.db.transaction`) has committed, never if it rolls back: what is
   * told has happened. The transaction's promise resolves after this instance's handlers have run.
   */
  afterCommit(tx: Tx, event: DomainEvent): void;
  /** Calls `handler` with every event of `type`; answers the function that stops it. */
  subscribe<T extends EventType>(type: T, handler: EventHandler<T>): () => void;
  close(): Promise<void>;
}

type AnyHandler = (event: DomainEvent) => void | Promise<void>;

/** The events of one process: every subscriber is on this instance. A handler's error is logged, never thrown. */
export class InProcessEvents implements EventBus {
  private readonly handlers = new Map<EventType, Set<AnyHandler>>();

  constructor(protected readonly log: FastifyBaseLogger) {}

  publish(event: DomainEvent): Promise<void> {
    return this.deliver(event);
  }

  afterCommit(tx: Tx, event: DomainEvent): void {
    afterCommit(tx, () => this.publish(event));
  }

  subscribe<T extends EventType>(type: T, handler: EventHandler<T>): () => void {
    const any = handler as unknown as AnyHandler;
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(any);
    return () => void set.delete(any);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }

  /** To this instance's subscribers, all at once; resolves when every one has finished or failed. */
  protected async deliver(event: DomainEvent): Promise<void> {
    const handlers = [...(this.handlers.get(event.type) ?? [])];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(event);
        } catch (err) {
          this.log.error({ err, event }, 'event handler failed');
        }
      }),
    );
  }
}
