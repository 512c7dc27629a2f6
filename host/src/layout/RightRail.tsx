import { FloatButton } from 'antd';
import { CustomerServiceOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '@b2b/shared/contract';

/** The right-hand pane: customer service, my collection and back to top, always at hand. */
export function RightRail({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <>
      {user && (
        <FloatButton.Group shape="square" style={{ insetInlineEnd: 16, bottom: 110 }}>
          <FloatButton icon={<CustomerServiceOutlined />} tooltip={t('action.customerService')} onClick={() => navigate('/chat-customer')} />
          {user.role === 'SUP' && (
            <FloatButton icon={<StarOutlined />} tooltip={t('action.myCollection')} onClick={() => navigate('/workstation/published/sup/myCollection')} />
          )}
        </FloatButton.Group>
      )}
      <FloatButton.BackTop style={{ insetInlineEnd: 16, bottom: 56 }} />
    </>
  );
}
