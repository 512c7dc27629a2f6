import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVITE_CODE_INPUT_PATTERN, PROMOTION_LIMITS, type PromotionOverview } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { useFormSubmit } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useRedeemInvite } from '../api/redeem-invite';

const nameIn = (lang: string, use: { companyName: string; companyNameEn: string | null }) =>
  (lang === 'en-US' && use.companyNameEn) || use.companyName;

/** The registration page with the code filled in (`auth/register?invite=CODE`), on this site's address. */
export const shareLink = (code: string) => `${window.location.origin}/auth/register?invite=${encodeURIComponent(code)}`;

/**
 * The company's invite code to pass on, with its share link, who used it, and the form to redeem another
 * company's code while allowed.
 */
export function InviteCard({ overview, onRedeemed }: { overview: PromotionOverview; onRedeemed: (days: number) => void }) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language;
  const { invite, redeemed, redeemUntil } = overview;
  const [form] = Form.useForm<{ code: string }>();
  const redeem = useRedeemInvite();
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: redeem.mutateAsync,
    fields: ['code'],
    byReason: { INVITE_CODE_UNKNOWN: 'code', INVITE_SELF: 'code', INVITE_LIMIT_REACHED: 'code' },
    onSuccess: (answer) => {
      form.resetFields();
      onRedeemed(answer.redeemed?.creditDays ?? invite.creditDays);
    },
  });
  return (
    <Card size="small" title={t('promotion.invite.title')} data-testid="promotion-invite">
      <Typography.Paragraph type="secondary">
        {t('promotion.invite.rule', { within: PROMOTION_LIMITS.redeemWithinDays, days: invite.creditDays, limit: invite.limit })}
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8, marginBottom: 12 }}>
        <Typography.Text>{t('promotion.invite.code')}</Typography.Text>
        <Typography.Text
          strong
          code
          style={{ fontSize: 18, letterSpacing: 2 }}
          data-testid="invite-code"
          copyable={{ text: invite.code, tooltips: [t('promotion.invite.copy'), t('promotion.invite.copied')] }}
        >
          {invite.code}
        </Typography.Text>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8, marginBottom: 12 }}>
        <Typography.Text>{t('promotion.invite.link')}</Typography.Text>
        <Typography.Text
          data-testid="invite-link"
          style={{ overflowWrap: 'anywhere' }}
          copyable={{ text: shareLink(invite.code), tooltips: [t('promotion.invite.copyLink'), t('promotion.invite.copied')] }}
        >
          {shareLink(invite.code)}
        </Typography.Text>
      </div>
      <Typography.Text strong>{t('promotion.invite.uses', { count: invite.uses.length, limit: invite.limit })}</Typography.Text>
      {invite.uses.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          {t('promotion.invite.none')}
        </Typography.Paragraph>
      ) : (
        <ul data-testid="invite-uses" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
          {invite.uses.map((use) => (
            <li key={`${use.at}-${use.companyName}`} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Typography.Text>{nameIn(lang, use)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('promotion.invite.useLine', { date: formatDate(use.at, lang), days: use.creditDays })}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {redeemed && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="invite-redeemed"
          title={t('promotion.invite.redeemed', {
            name: nameIn(lang, redeemed),
            date: formatDate(redeemed.at, lang),
            days: redeemed.creditDays,
          })}
        />
      )}
      {redeemUntil !== null && (
        <div style={{ marginTop: 16 }} data-testid="invite-redeem">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('promotion.invite.redeemTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('promotion.invite.redeemHint', { date: formatDate(redeemUntil, lang), days: invite.creditDays })}
          </Typography.Paragraph>
          {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 12 }} />}
          <Form<{ code: string }>
            form={form}
            name="redeem-invite"
            layout="inline"
            disabled={busy}
            onFinish={(values) => submit(values.code.trim())}
            style={{ rowGap: 8 }}
          >
            <Form.Item
              name="code"
              label={t('promotion.invite.redeemLabel')}
              rules={[{ required: true, pattern: new RegExp(INVITE_CODE_INPUT_PATTERN), message: t('promotion.invite.redeemRule') }]}
              normalize={(value: string) => value.trim()}
            >
              <Input maxLength={16} autoComplete="off" style={{ width: 160, textTransform: 'uppercase' }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('promotion.invite.redeem')}
              </Button>
            </Form.Item>
          </Form>
        </div>
      )}
    </Card>
  );
}
