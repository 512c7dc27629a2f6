import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import { InProcessEvents } from './bus';
import type { DomainEvent } from './types';

interface Message {
  /** The publishing instance: it has delivered the event to itself already. */
  origin: string;
  event: DomainEvent;
}

/**
 * Events across API instances through Redis pub/sub on `<prefix>events`: an instance delivers its own
 * events to itself at once (and skips their echo), every other instance gets them from Redis. Pub/sub is
 * at most once: an instance cut off from Redis misses what was published meanwhile, so what a
 * subscriber keeps (a cache) must still expire by itself.
 */
export class RedisEvents extends InProcessEvents {
  private readonly origin = randomUUID();

  private constructor(
    log: FastifyBaseLogger,
    private readonly publisher: Redis,
    /** SUBSCRIBE takes a connection for itself: this one is the bus's own. */
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    super(log);
  }

  /** The bus on `redis` (the app's connection, for PUBLISH), subscribed before it answers. */
  static async connect(redis: Redis, prefix: string, log: FastifyBaseLogger): Promise<RedisEvents> {
    const subscriber = redis.duplicate();
    subscriber.on('error', (err) => log.warn({ err }, 'Redis (event subscriber)'));
    const bus = new RedisEvents(log, redis, subscriber, `${prefix}events`);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === bus.channel) void bus.receive(message);
    });
    try {
      await subscriber.subscribe(bus.channel);
    } catch (error) {
      subscriber.disconnect();
      throw new Error(`REDIS_URL is set but Redis did not answer (${(error as Error).message})`, { cause: error });
    }
    return bus;
  }

  /** Resolves once this instance's handlers have run; the others are told through Redis without holding it up. */
  async publish(event: DomainEvent): Promise<void> {
    void this.broadcast(event);
    await this.deliver(event);
  }

  async close(): Promise<void> {
    await super.close();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  private async broadcast(event: DomainEvent): Promise<void> {
    const message: Message = { origin: this.origin, event };
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
    } catch (err) {
      this.log.error({ err, event }, 'event not published to the other instances');
    }
  }

  private async receive(raw: string): Promise<void> {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      this.log.warn({ channel: this.channel }, 'not an event: ignored');
      return;
    }
    if (message.origin === this.origin || typeof message.event?.type !== 'string') return;
    await this.deliver(message.event);
  }
}
