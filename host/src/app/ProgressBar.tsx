import { useEffect, useState } from 'react';
import { useLocation } from '@b2b/shared/router';
import { useNavigationTarget } from './navigation-target';
import styles from './progress.module.css';

type Phase = 'start' | 'running' | 'done';

/**
 * The progress bar on every path change (docs/product.md, Routes): it starts when the router has the new path
 * and completes in the render that puts that page on screen (the bar's finish, 80 ms, and its fade,
 * gone 140 ms later, are CSS transitions from there; measured before: a least run of 250 ms and a
 * 450 ms fade kept it on screen 700–800 ms after the page had painted). It moves by transform and
 * opacity only, so it never makes the browser lay out the page that is arriving under it; a new path
 * mounts a new bar (`key`) so its transition starts from zero, and a bar mounted already done (the
 * first page) has no transition to run, so it never shows.
 */
export function ProgressBar() {
  const shown = useLocation().pathname;
  const target = useNavigationTarget();
  const [running, setRunning] = useState<string | null>(null);
  // No bar in the first render, so a prerendered page's HTML carries none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    // The render already shows a new target's bar at its start. Setting state here would render again
    // within the click's task: React runs a click's effects as soon as it has committed.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setRunning(target));
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  if (!mounted) return null;
  const phase: Phase = shown === target ? 'done' : running === target ? 'running' : 'start';
  return <div key={target} className={styles.bar} data-phase={phase} data-testid="progress-bar" aria-hidden="true" />;
}
