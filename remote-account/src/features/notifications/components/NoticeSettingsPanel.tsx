import { App, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAIL_ONLY_AREAS, UNMUTED_AREA, type NoticeSetting } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { LoadState } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useNoticeSettings, useSaveNoticeSetting } from '../api/settings';
import styles from './notice-settings.module.css';

/**
 * Where each area's notices go: the message center and mail. The account area always reaches the message
 * center and to-dos always arrive (the server's `reachesInbox`); chat is mail only (it has its own unread badge);
 * mail needs an address on the account.
 */
export function NoticeSettingsPanel() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const email = useSession((s) => s.user?.email ?? null);
  const settings = useNoticeSettings();
  const save = useSaveNoticeSetting();
  if (!settings.data) return <LoadState error={!settings.isFetching && settings.error} onRetry={() => void settings.refetch()} />;
  const change = async (setting: NoticeSetting) => {
    await save.mutateAsync(setting);
    void message.success(t('notifications.settings.saved'));
  };
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('notifications.settings.intro')}</Typography.Paragraph>
      <div role="table" aria-label={t('notifications.settings.title')} className={styles.table}>
        <div role="row" className={styles.head}>
          <span role="columnheader">{t('notifications.settings.area')}</span>
          <span role="columnheader">{t('notifications.settings.inbox')}</span>
          <span role="columnheader">{t('notifications.settings.mail')}</span>
        </div>
        {settings.data.map((setting) => {
          const area = t(`notifications.area.${setting.area}`);
          const locked = setting.area === UNMUTED_AREA;
          const mailOnly = MAIL_ONLY_AREAS.includes(setting.area);
          const inboxNote = locked ? 'alwaysInbox' : mailOnly ? 'noInbox' : 'todoAlways';
          return (
            <div role="row" key={setting.area} className={styles.row} data-testid={`notice-setting-${setting.area}`}>
              <span role="rowheader" className={styles.area}>
                <strong>{area}</strong>
                <Typography.Text type="secondary">{t(`notifications.areaHint.${setting.area}`)}</Typography.Text>
              </span>
              <span role="cell" className={styles.cell} data-label={t('notifications.settings.inbox')}>
                <Switch
                  checked={!mailOnly && (locked || setting.inbox)}
                  disabled={locked || mailOnly || save.isPending}
                  aria-label={`${area} · ${t('notifications.settings.inbox')}`}
                  onChange={(inbox) => void change({ ...setting, inbox })}
                />
                <Typography.Text type="secondary" className={styles.note}>
                  {t(`notifications.settings.${inboxNote}`)}
                </Typography.Text>
              </span>
              <span role="cell" className={styles.cell} data-label={t('notifications.settings.mail')}>
                <Switch
                  checked={setting.mail}
                  disabled={!email || save.isPending}
                  aria-label={`${area} · ${t('notifications.settings.mail')}`}
                  onChange={(mail) => void change({ ...setting, mail })}
                />
                {!email && (
                  <Typography.Text type="secondary" className={styles.note}>
                    {t('notifications.settings.noEmail')}
                  </Typography.Text>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {email && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('notifications.settings.mailTo', { email })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
