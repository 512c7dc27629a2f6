import type { Caller } from '../db/rows';

/**
 * The rules of one kind of entity: an action is allowed when its rule says so. `refusal` is
 * what a refused caller hears: FORBIDDEN, or NOT_FOUND where even a refusal would tell that
 * the entity exists.
 */
export interface Policy<Entity, Action extends string> {
  refusal: 'FORBIDDEN' | 'NOT_FOUND';
  rules: Record<Action, (caller: Caller, entity: Entity) => boolean>;
}

/** Customer service: the accounts of the CUSTOMER company. */
export const isStaff = (caller: Caller): boolean => caller.company.role === 'CUSTOMER';
