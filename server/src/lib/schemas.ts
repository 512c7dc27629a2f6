/** Ids are UUIDs; a malformed one is a 400 VALIDATION, not a database error. */
export { Uuid } from '@b2b/shared/contract';
