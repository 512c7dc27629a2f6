import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportClient } from './client-reports';

/**
 * Reports the page's Core Web Vitals as the `web-vitals` library measures them, each final value once. Started
 * after the page has loaded (client-reports/index.ts): its observers read the buffered entries, so a late start loses no
 * LCP or CLS.
 */
export function reportWebVitals(): void {
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    on((metric) => reportClient({ kind: 'web-vital', name: metric.name, value: Math.max(0, metric.value) }));
  }
}
