import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import { PageFrame } from '@b2b/ui-kit';
import { ProjectList } from '../components/ProjectList';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';

/** Party A's projects by state. */
export default function ListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <PageFrame
      width={1100}
      title={t('page.list')}
      extra={
        <Flex gap={8} wrap>
          <Button onClick={() => navigate(PROJECT_PATHS.create)}>{t('page.create')}</Button>
          <Button onClick={() => navigate(PROJECT_PATHS.evaluate())}>{t('page.evaluate')}</Button>
        </Flex>
      }
    >
      <ProjectList side="PARTY_A" />
    </PageFrame>
  );
}
