/** What `loadRemote` resolves to when a remote stays unreachable after the retries. */
export interface UnavailableRemote {
  readonly unavailable: true;
  readonly id: string;
  readonly message: string;
}

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  return { unavailable: true, id, message: error instanceof Error ? error.message : String(error) };
}

export function isUnavailable(mod: unknown): mod is UnavailableRemote {
  return typeof mod === 'object' && mod !== null && (mod as UnavailableRemote).unavailable === true;
}

/** A window event whose `detail` is the name of a remote whose "unavailable" panel a boundary showed. */
export const REMOTE_FAILED_EVENT = 'b2b:remote-failed';
