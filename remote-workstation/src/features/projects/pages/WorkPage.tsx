import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import { PageFrame } from '@b2b/ui-kit';
import { ProjectList } from '../components/ProjectList';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';

/** The supplier's projects by state, each opening its work page. */
export default function WorkPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <PageFrame
      width={1100}
      title={t('page.work')}
      extra={<Button onClick={() => navigate(PROJECT_PATHS.evaluate())}>{t('page.evaluate')}</Button>}
    >
      <ProjectList side="SUPPLIER" />
    </PageFrame>
  );
}
