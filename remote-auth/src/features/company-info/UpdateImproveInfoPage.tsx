import { AppProviders } from '@b2b/ui-kit';
import { CompanyInfoEditor } from './CompanyInfoEditor';

export default function UpdateImproveInfoRoute() {
  return (
    <AppProviders>
      <CompanyInfoEditor variant="update" />
    </AppProviders>
  );
}
