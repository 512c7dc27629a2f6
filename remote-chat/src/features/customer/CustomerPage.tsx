import { Alert, Typography } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@b2b/shared/session';
import { EmptyState, ItemRow, PageFrame } from '@b2b/ui-kit';
import { Rows } from '../../components/Rows';
import { NS } from '../../i18n';

/**
 * Customer service. The platform names its staff in the user info (`customers`); the server has no
 * customer-service conversations yet (no queue, no endpoint), so this page says who answers and that
 * chatting with them here is not open yet, rather than showing a conversation that would go nowhere.
 */
export function CustomerPage() {
  const { t } = useTranslation(NS);
  const staff = useSession((s) => s.user?.customers) ?? [];
  return (
    <PageFrame title={t('customer.title')} width={720}>
      <Alert type="info" showIcon title={t('customer.notOpen')} description={t('customer.notOpenHint')} style={{ marginBottom: 16 }} />
      {staff.length === 0 ? (
        <EmptyState title={t('customer.noStaff')} />
      ) : (
        <>
          <Typography.Text strong>{t('customer.staff')}</Typography.Text>
          <Rows
            items={staff}
            rowKey={(p) => p.id}
            label={t('customer.staff')}
            render={(person) => <ItemRow avatar={<CustomerServiceOutlined />} title={person.nickname} />}
          />
        </>
      )}
    </PageFrame>
  );
}

export default CustomerPage;
