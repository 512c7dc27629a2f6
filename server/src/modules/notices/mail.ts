import { PRODUCT_NAME } from '../../lib/i18n';
import { deliverCommitted } from '../../mail/outbox';
import type { AppContext } from '../../plugins/app/context';
import type { renderNotice } from './service';

type Rendered = ReturnType<typeof renderNotice>;

/**
 * A notice by mail, in both languages (an account has no language of its own on the server), with the link
 * to the page it concerns, sent once the notice is committed.
 */
export async function mailNotice(ctx: AppContext, to: string, notice: Rendered): Promise<void> {
  const link = notice.link ? `${ctx.config.appUrl}${notice.link.startsWith('/') ? '' : '/'}${notice.link}` : null;
  const settings = `${ctx.config.appUrl}/account/notification?view=settings`;
  const body = [
    notice.contentZh,
    link ? `查看：${link}` : null,
    `不想再收到此类邮件？请在通知设置中关闭：${settings}`,
    '',
    notice.contentEn,
    link ? `Open: ${link}` : null,
    `To stop these mails, turn them off in your notification settings: ${settings}`,
    '',
    `${PRODUCT_NAME['zh-CN']} · ${PRODUCT_NAME['en-US']}`,
  ].filter((line) => line !== null);
  const subject = `${notice.titleZh} / ${notice.titleEn}`;
  await deliverCommitted(ctx, { channel: 'mail', target: to, subject, body: body.join('\n') }, 'notice mail');
}
