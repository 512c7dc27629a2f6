import { CompanyInfoEditor } from './components/CompanyInfoEditor';

export default function UpdateImproveInfoPage() {
  return <CompanyInfoEditor variant="update" />;
}
