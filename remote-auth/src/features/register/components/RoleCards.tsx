import { Radio, theme, Typography } from 'antd';
import { ShopOutlined, SolutionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RegisterBody } from '@b2b/shared/contract';
import { NS } from '../../../i18n';

type Role = RegisterBody['role'];

const ROLES: { role: Role; icon: typeof ShopOutlined }[] = [
  { role: 'DEV', icon: SolutionOutlined },
  { role: 'SUP', icon: ShopOutlined },
];

/** The two company account kinds as selectable cards; a form control (value/onChange). */
export function RoleCards({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: Role;
  onChange?: (role: Role) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  return (
    <Radio.Group
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.value as Role)}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12, width: '100%' }}
    >
      {ROLES.map(({ role, icon: Icon }) => {
        const selected = value === role;
        return (
          <Radio
            key={role}
            value={role}
            style={{
              margin: 0,
              padding: '12px 14px',
              alignItems: 'flex-start',
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${selected ? token.colorPrimary : token.colorBorder}`,
              background: selected ? token.colorPrimaryBg : token.colorBgContainer,
              transition: 'border-color .2s, background .2s',
            }}
          >
            <span style={{ display: 'block' }}>
              <Typography.Text strong>
                <Icon aria-hidden style={{ color: token.colorPrimary, marginInlineEnd: 6 }} />
                {t(`register.role.${role}.title`)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 2 }}>
                {t(`register.role.${role}.description`)}
              </Typography.Text>
            </span>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
