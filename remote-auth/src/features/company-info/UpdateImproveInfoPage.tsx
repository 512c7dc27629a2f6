import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { CompanyInfoEditor } from './components/CompanyInfoEditor';
import { SignedInOnly } from './components/SignedInOnly';

export default function UpdateImproveInfoPage() {
  const { t } = useTranslation(NS);
  return (
    <SignedInOnly title={t('company.updateTitle')}>
      <CompanyInfoEditor variant="update" />
    </SignedInOnly>
  );
}
