import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationTarget } from './navigation-target';
import styles from './progress.module.css';

/** The least time the bar runs for a path change before it completes and fades. */
export const PROGRESS_MS = 250;

type Phase = 'start' | 'running' | 'done';

/**
 * The progress bar on every path change (docs/product.md, Routes): it starts when the router has the new path
 * and completes once that page is on screen and the bar has run its least time. It moves by transform
 * and opacity only, so it never makes the browser lay out the page that is arriving under it; a new
 * path mounts a new bar (`key`) so its transition starts from zero.
 */
export function ProgressBar() {
  const shown = useLocation().pathname;
  const target = useNavigationTarget();
  const [bar, setBar] = useState<{ path: string; phase: Phase } | null>(null);
  const [ranLongEnough, setRanLongEnough] = useState<string | null>(null);
  // No bar in the first render, so a prerendered page's HTML carries none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    // The render already shows a new target's bar at its start. Setting state here would render again
    // within the click's task: React runs a click's effects as soon as it has committed.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setBar({ path: target, phase: 'running' }));
    });
    const least = setTimeout(() => setRanLongEnough(target), PROGRESS_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(least);
    };
  }, [target]);

  if (!mounted) return null;
  // Until the effect has caught up with a new target, the new target's bar is at its start.
  const phase: Phase = bar?.path !== target ? 'start' : ranLongEnough === target && shown === target ? 'done' : bar.phase;
  return <div key={target} className={styles.bar} data-phase={phase} data-testid="progress-bar" aria-hidden="true" />;
}
