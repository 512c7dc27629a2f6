import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.body')}
        extra={
          <Link to="/">
            <Button type="primary">{t('action.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
