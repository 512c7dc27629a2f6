export interface UploadProgress {
  /** Whole percent, 0 to 100. */
  percent: number;
  loaded: number;
  total: number;
  /** Average speed since the upload started, KB/s with one decimal. */
  speedKBs: number;
}

/** Turns byte counts into progress, timed from the moment the tracker is created. */
export function progressTracker(now: () => number = Date.now): (loaded: number, total: number) => UploadProgress {
  const start = now();
  return (loaded, total) => {
    const percent = total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded / total) * 100))) : 0;
    const seconds = (now() - start) / 1000;
    const speedKBs = seconds > 0 ? Math.round((loaded / 1024 / seconds) * 10) / 10 : 0;
    return { percent, loaded, total, speedKBs };
  };
}
