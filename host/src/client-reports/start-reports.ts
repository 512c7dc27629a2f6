import { reportRemoteFailures } from './client-reports';
import { reportWebVitals } from './web-vitals';

/** The page's reports (docs/deploy.md, "Observability"), loaded as a chunk of their own by `startReportsWhenLoaded`. */
export function startReports(): void {
  reportRemoteFailures();
  reportWebVitals();
}
