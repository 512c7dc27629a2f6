import { CompanyInfoEditor } from './components/CompanyInfoEditor';

export default function RejectImproveInfoPage() {
  return <CompanyInfoEditor variant="reject" />;
}
