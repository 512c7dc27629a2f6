import { Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatSettings } from '../api/chat-settings';
import { useTranslateFlag } from '../api/set-translate-flag';
import { NS } from '../../../i18n';

/**
 * The translate switch: incoming messages show a translation into the caller's chat language under the
 * original. Where the platform does not translate, a note says so instead.
 */
export function TranslateControl() {
  const { t } = useTranslation(NS);
  const settings = useChatSettings();
  const flag = useTranslateFlag();
  if (!settings) return null;
  if (!settings.translationAvailable) {
    return (
      <Tooltip title={t('translate.offHint')}>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="chat-translate-off">
          {t('translate.off')}
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('translate.hint')}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: 12, whiteSpace: 'nowrap', cursor: 'pointer' }}>
        <Switch
          size="small"
          checked={settings.translate}
          loading={flag.isPending}
          onChange={(on) => flag.mutate(on)}
          aria-label={t('translate.hint')}
        />
        {t('translate.label')}
      </label>
    </Tooltip>
  );
}
