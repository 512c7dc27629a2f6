import Type from 'typebox';

/** Ids are UUIDs; a malformed one is a 400 VALIDATION, not a database error. */
export const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
