import { AppProviders } from '@b2b/ui-kit';
import { CompanyInfoEditor } from './CompanyInfoEditor';

export default function RejectImproveInfoRoute() {
  return (
    <AppProviders>
      <CompanyInfoEditor variant="reject" />
    </AppProviders>
  );
}
