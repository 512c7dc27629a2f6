import type { Db, Tx } from './client';

/** Work to do once a transaction has committed; it must not throw (the change is already in). */
type AfterCommit = () => Promise<void>;

interface Transactional {
  transaction(fn: (tx: never) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

/** The after-commit work of each open transaction (and savepoint), keyed by the tx object the callback got. */
const pending = new WeakMap<object, AfterCommit[]>();

/**
 * `base` whose `transaction()` remembers the work `afterCommit` adds on its tx: run after COMMIT, dropped on
 * rollback. A savepoint (`tx.transaction()`) hands its work to the enclosing transaction when it is released.
 * Everything else is `base`'s own (the wrapper inherits from it).
 */
function tracked<T extends Transactional>(base: T, done: (work: AfterCommit[]) => Promise<void>): T {
  const wrapper = Object.create(base) as T;
  wrapper.transaction = async (fn, config) => {
    const work: AfterCommit[] = [];
    let inner: Transactional | undefined;
    let result: unknown;
    try {
      result = await base.transaction((tx: Transactional) => {
        inner = tracked(tx, async (saved) => void work.push(...saved));
        pending.set(inner, work);
        return fn(inner as never);
      }, config);
    } finally {
      if (inner) pending.delete(inner);
    }
    await done(work);
    return result;
  };
  return wrapper;
}

/** The database whose transactions run their `afterCommit` work once committed (in order, awaited). */
export function trackCommits(db: Db): Db {
  return tracked(db as unknown as Transactional, async (work) => {
    for (const run of work) await run();
  }) as unknown as Db;
}

/**
 * Runs `work` once `tx` has committed, never if it rolls back. `tx` must be a transaction of a tracked
 * database (`ctx.db.transaction(...)`): outside one there is no commit to wait for, and that is a bug.
 */
export function afterCommit(tx: Tx, work: AfterCommit): void {
  const list = pending.get(tx);
  if (!list) throw new Error('afterCommit needs a transaction of ctx.db (ctx.db.transaction(async (tx) => …))');
  list.push(work);
}
