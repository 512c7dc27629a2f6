import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './progress.module.css';

/** How long the bar runs for a path change before it completes and fades. */
export const PROGRESS_MS = 250;

type Phase = 'start' | 'running' | 'done';

/**
 * The progress bar on every path change (SPEC section 2). It moves by transform and opacity only,
 * so it never makes the browser lay out the page that is arriving under it; a new path mounts a new
 * bar (`key`) so its transition starts from zero.
 */
export function ProgressBar() {
  const { pathname } = useLocation();
  const [bar, setBar] = useState<{ path: string; phase: Phase } | null>(null);

  useEffect(() => {
    const show = (phase: Phase) => setBar({ path: pathname, phase });
    show('start');
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => show('running'));
    });
    const done = setTimeout(() => show('done'), PROGRESS_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
  }, [pathname]);

  if (!bar) return null;
  return <div key={bar.path} className={styles.bar} data-phase={bar.phase} data-testid="progress-bar" aria-hidden="true" />;
}
