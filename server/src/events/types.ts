import type { DemandEventAction, ServerFrame } from '@b2b/shared/contract';

/**
 * What happened, told to whoever listens on any API instance (`ctx.events`). Plain data: an event crosses
 * Redis as JSON. Add a member per kind of event; a subscriber names the `type` it wants.
 */
export type DomainEvent =
  /** A line was added to a demand's audit trail: its state, text or responses changed. */
  | { type: 'demand.changed'; demandId: string; action: DemandEventAction }
  /** A chat frame for every socket of these accounts, on whichever instance holds them (modules/chat/socket). */
  | { type: 'chat.frame'; userIds: string[]; frame: ServerFrame };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
export type EventHandler<T extends EventType> = (event: EventOf<T>) => void | Promise<void>;
