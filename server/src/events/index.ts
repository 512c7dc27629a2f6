import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import { InProcessEvents, type EventBus } from './bus';
import { RedisEvents } from './redis-bus';

export type { EventBus } from './bus';
export type { DomainEvent, EventOf, EventType } from './types';

/** In-process events, or across instances through Redis when the app has a Redis connection. */
export async function createEvents(redis: Redis | undefined, prefix: string, log: FastifyBaseLogger): Promise<EventBus> {
  return redis ? RedisEvents.connect(redis, prefix, log) : new InProcessEvents(log);
}
