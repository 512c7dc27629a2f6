import { apiPath, PAYMENTS_API } from '@b2b/shared/contract';
import type { Lang } from '../../../lib/i18n';
import type { SandboxRow } from './events';

const TEXT = {
  'zh-CN': {
    title: '沙箱收银台',
    note: '测试环境：不会扣款，也不连接任何真实的支付服务商。',
    merchant: '商户',
    merchantName: '企服通',
    item: '商品',
    amount: '金额',
    pay: '确认支付',
    cancel: '取消支付',
    PAID: '已支付，平台收到支付通知后即为贵公司开通会员。',
    CANCELLED: '此支付已取消。',
    REFUNDED: '此支付已退款。',
    back: '返回会员与支付',
  },
  'en-US': {
    title: 'Sandbox checkout',
    note: 'Test environment: nothing is charged and no real payment provider is involved.',
    merchant: 'Merchant',
    merchantName: 'B2B Connect',
    item: 'Item',
    amount: 'Amount',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    PAID: 'Paid. The platform activates the membership once it has the payment notification.',
    CANCELLED: 'This payment was cancelled.',
    REFUNDED: 'This payment was refunded.',
    back: 'Back to membership and payment',
  },
} as const;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (amount: number, currency: string, lang: Lang) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** Where the buyer goes back to after the checkout: the order on the membership page. */
export const returnPath = (row: SandboxRow) => `/account/payment?order=${encodeURIComponent(row.merchantRef)}`;

/** Only inline styles and forms to this origin: the page runs no script. */
export const CHECKOUT_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f0f2f5;color:#1f1f1f}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
.badge{display:inline-block;padding:2px 8px;border-radius:4px;background:#fff7e6;color:#ad6800;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#8c8c8c}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:28px;font-weight:600}button,a.button{display:block;width:100%;box-sizing:border-box;margin-top:12px;padding:10px;border-radius:8px;border:1px solid #1677ff;font-size:16px;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1677ff}`;

/** The sandbox's checkout page: the payment, and Pay / Cancel while it is pending. */
export function checkoutPage(row: SandboxRow, lang: Lang): string {
  const t = TEXT[lang];
  const action = (path: string) => escape(apiPath(path, { token: row.token }));
  const actions =
    row.status === 'PENDING'
      ? `<form method="post" action="${action(PAYMENTS_API.sandboxPay)}"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${action(PAYMENTS_API.sandboxCancel)}"><button class="cancel" type="submit">${t.cancel}</button></form>`
      : `<p role="status">${t[row.status]}</p><a class="button cancel" href="${escape(returnPath(row))}">${t.back}</a>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>${STYLE}</style></head>
<body><main data-testid="sandbox-checkout"><span class="badge">SANDBOX</span><h1>${t.title}</h1><p>${t.note}</p>
<dl><dt>${t.merchant}</dt><dd>${t.merchantName}</dd><dt>${t.item}</dt><dd>${escape(row.description)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escape(money(row.amount, row.currency, lang))}</dd></dl>
${actions}</main></body></html>`;
}
