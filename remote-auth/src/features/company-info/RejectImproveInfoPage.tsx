import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { CompanyInfoEditor } from './components/CompanyInfoEditor';
import { SignedInOnly } from './components/SignedInOnly';

export default function RejectImproveInfoPage() {
  const { t } = useTranslation(NS);
  return (
    <SignedInOnly title={t('company.rejectTitle')}>
      <CompanyInfoEditor variant="reject" />
    </SignedInOnly>
  );
}
