import type { Db } from './client';

/**
 * A value built once per database and kept with it, such as a prepared statement of a read every
 * request makes: building a select costs more than running it.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
