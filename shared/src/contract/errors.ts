/**
 * The error catalogue (docs/product.md, Calls), one source for the server's `msg` and the client's
 * fallback texts. The response code is the body `code` or else the HTTP status.
 */
export type Lang = 'zh-CN' | 'en-US';
type Text = Record<Lang, string>;

export const DEFAULT_TEXT_BY_CODE: Record<number, Text> = {
  200: { 'zh-CN': '成功', 'en-US': 'Success' },
  201: { 'zh-CN': '新建或修改数据成功', 'en-US': 'Created or modified' },
  202: { 'zh-CN': '请求已进入后台排队', 'en-US': 'Queued for processing' },
  204: { 'zh-CN': '删除数据成功', 'en-US': 'Deleted' },
  400: { 'zh-CN': '发出的请求有错误', 'en-US': 'The request sent bad information' },
  401: { 'zh-CN': '请先登录', 'en-US': 'Please sign in' },
  402: { 'zh-CN': '登录已过期，请重新登录', 'en-US': 'Your session has expired, please sign in again' },
  403: { 'zh-CN': '用户已授权，但访问被禁止', 'en-US': 'Signed in, but this is forbidden' },
  404: { 'zh-CN': '请求的资源不存在', 'en-US': 'The resource does not exist' },
  406: { 'zh-CN': '请求的格式不可得', 'en-US': 'The requested format is unavailable' },
  410: { 'zh-CN': '请求的资源已被永久删除', 'en-US': 'The resource was permanently deleted' },
  500: { 'zh-CN': '服务器发生错误', 'en-US': 'Server error' },
  502: { 'zh-CN': '网关错误', 'en-US': 'Gateway error' },
  503: { 'zh-CN': '服务不可用，服务器暂时过载或维护', 'en-US': 'Service unavailable, please try later' },
  504: { 'zh-CN': '网关超时', 'en-US': 'Gateway timeout' },
  600: { 'zh-CN': '代理未适配', 'en-US': 'Proxy not adapted' },
};

export const FALLBACK_TEXT: Text = { 'zh-CN': '发生错误', 'en-US': 'An error occurred' };
export const NETWORK_ERROR_TEXT: Text = {
  'zh-CN': '网络异常，请检查网络后重试',
  'en-US': 'Network error, please check your connection and retry',
};

/**
 * Machine-readable reasons the server gives in `data.reason` of an error envelope, with the
 * translated `msg` it sends. Clients may branch on the reason; people read the msg.
 */
/**
 * The reasons' names alone: a client recognises a reason without shipping the catalogue's texts (the server's
 * envelope carries the text in the caller's language). `REASONS` must have exactly these keys.
 */
export const REASON_NAMES = [
  'VALIDATION',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'BAD_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'CODE_INVALID',
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'COMPANY_EXISTS',
  'WRONG_PASSWORD',
  'WEAK_PASSWORD',
  'STATE_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'FILE_EMPTY',
  'FILE_TYPE',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'QUOTA_EXCEEDED',
  'UPLOAD_EXPIRED',
  'UPLOAD_INVALID',
  'UPLOAD_MISSING',
  'FILE_NOT_ATTACHABLE',
  'DELIVERY_FILES_REQUIRED',
  'DEADLINE_INVALID',
  'COMPANY_NOT_APPROVED',
  'ALREADY_RESPONDED',
  'CHAT_NOT_FRIENDS',
  'CHAT_RESPONSE_BLIND',
  'CHAT_PEER_UNAVAILABLE',
  'CHAT_BLOCKED',
  'CHAT_SELF',
  'CHAT_ALREADY_FRIENDS',
  'CHAT_REQUEST_PENDING',
  'CHAT_RECALL_EXPIRED',
  'CHAT_OWNER_ONLY',
  'CHAT_GROUP_FULL',
  'CHAT_SERVICE_FULL',
  'CHAT_SERVICE_ENDED',
  'CHAT_TICKET_INVALID',
  'CHAT_ORIGIN_REFUSED',
  'CHAT_FRAME_TOO_LARGE',
  'CHAT_FRAME_INVALID',
  'CHAT_SEND_LIMIT',
  'INTERNAL',
  'API_UNREACHABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'MEMBERSHIP_LOWER_LEVEL',
  'PAYMENT_UNAVAILABLE',
  'INVOICE_ALREADY_REQUESTED',
  'REFUND_WINDOW_CLOSED',
  'REFUND_ALREADY_REQUESTED',
  'SERVICE_UNAVAILABLE',
  'BULLETIN_SCHEDULE_INVALID',
  'BULLETIN_SLUG_TAKEN',
  'SEATS_FULL',
  'INVITATION_PENDING',
  'ACCOUNT_DISABLED',
  'INVITATION_INVALID',
  'INVITATION_LOCKED',
  'FOLLOW_SELF',
  'CERT_LIMIT_REACHED',
  'INVITE_CODE_UNKNOWN',
  'INVITE_SELF',
  'INVITE_ALREADY_REDEEMED',
  'INVITE_TOO_LATE',
  'INVITE_LIMIT_REACHED',
] as const;
export type ErrorReason = (typeof REASON_NAMES)[number];

export const REASONS = {
  VALIDATION: { code: 400, 'zh-CN': '提交的信息有误', 'en-US': 'Some information is invalid' },
  NOT_FOUND: { code: 404, 'zh-CN': '请求的资源不存在', 'en-US': 'The resource does not exist' },
  UNAUTHENTICATED: { code: 401, 'zh-CN': '请先登录', 'en-US': 'Please sign in' },
  TOKEN_EXPIRED: { code: 402, 'zh-CN': '登录已过期，请重新登录', 'en-US': 'Your session has expired, please sign in again' },
  FORBIDDEN: { code: 403, 'zh-CN': '没有权限执行此操作', 'en-US': 'You are not allowed to do this' },
  BAD_CREDENTIALS: { code: 400, 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
  ACCOUNT_LOCKED: { code: 429, 'zh-CN': '登录失败次数过多，请稍后再试', 'en-US': 'Too many failed sign-ins, please try again later' },
  RATE_LIMITED: { code: 429, 'zh-CN': '操作过于频繁，请稍后再试', 'en-US': 'Too many requests, please try again later' },
  CODE_INVALID: { code: 400, 'zh-CN': '验证码错误或已失效', 'en-US': 'The verification code is wrong or no longer valid' },
  ACCOUNT_EXISTS: { code: 409, 'zh-CN': '该邮箱或手机号已注册', 'en-US': 'This email or phone number is already registered' },
  ACCOUNT_NOT_FOUND: { code: 404, 'zh-CN': '账号不存在', 'en-US': 'No account with this email or phone number' },
  COMPANY_EXISTS: { code: 409, 'zh-CN': '该公司名称已被注册', 'en-US': 'A company with this name is already registered' },
  WRONG_PASSWORD: { code: 400, 'zh-CN': '原密码错误', 'en-US': 'The current password is wrong' },
  WEAK_PASSWORD: {
    code: 400,
    'zh-CN': '该密码过于常见，请换一个更难猜的密码',
    'en-US': 'This password is too common, please choose one that is harder to guess',
  },
  STATE_CONFLICT: { code: 409, 'zh-CN': '当前状态不允许此操作', 'en-US': 'This cannot be done in the current state' },
  PAYLOAD_TOO_LARGE: { code: 413, 'zh-CN': '提交的内容过大', 'en-US': 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, 'zh-CN': '不支持的内容类型', 'en-US': 'This content type is not supported' },
  FILE_EMPTY: { code: 400, 'zh-CN': '文件为空', 'en-US': 'The file is empty' },
  FILE_TYPE: {
    code: 415,
    'zh-CN': '不支持的文件类型（以文件内容为准）',
    'en-US': 'This file type is not accepted (judged by its content)',
  },
  FILE_TOO_LARGE: { code: 413, 'zh-CN': '文件超过大小限制', 'en-US': 'The file is larger than allowed' },
  IMAGE_TOO_LARGE: {
    code: 400,
    'zh-CN': '图片尺寸过大或无法读取',
    'en-US': 'The image is too large in pixels or cannot be read',
  },
  QUOTA_EXCEEDED: { code: 413, 'zh-CN': '公司存储空间不足', 'en-US': "Your company's storage quota is used up" },
  UPLOAD_EXPIRED: { code: 410, 'zh-CN': '上传链接已过期，请重新上传', 'en-US': 'The upload link has expired, please upload again' },
  UPLOAD_INVALID: { code: 400, 'zh-CN': '上传链接无效', 'en-US': 'The upload link is not valid' },
  UPLOAD_MISSING: { code: 400, 'zh-CN': '文件尚未上传', 'en-US': 'The file has not been uploaded yet' },
  FILE_NOT_ATTACHABLE: {
    code: 400,
    'zh-CN': '附件不存在或不能用在这里，请重新上传',
    'en-US': 'An attached file does not exist or cannot be used here; please upload it again',
  },
  DELIVERY_FILES_REQUIRED: {
    code: 400,
    'zh-CN': '提交交付物时请至少上传一个文件',
    'en-US': 'A delivery needs at least one file; please upload the deliverables',
  },
  DEADLINE_INVALID: {
    code: 400,
    'zh-CN': '截止时间须在 24 小时之后、180 天之内',
    'en-US': 'The deadline must be between 24 hours and 180 days from now',
  },
  COMPANY_NOT_APPROVED: {
    code: 403,
    'zh-CN': '企业信息审核通过后才能进行此操作',
    'en-US': 'Your company must be approved before you can do this',
  },
  ALREADY_RESPONDED: {
    code: 409,
    'zh-CN': '贵公司已响应该需求，可修改或撤回原响应',
    'en-US': 'Your company has already responded to this demand; revise or withdraw that response instead',
  },
  CHAT_NOT_FRIENDS: {
    code: 403,
    'zh-CN': '只能给好友、有响应往来的企业或从入驻供应商页联系的企业发消息',
    'en-US': 'You can only message your friends, a company linked to yours by a response, or a supplier contacted from the directory',
  },
  CHAT_RESPONSE_BLIND: {
    code: 409,
    'zh-CN': '盲评进行中，揭晓供应商之前不能与对方聊天',
    'en-US': 'The evaluation is blind: chat with this company opens once the suppliers are revealed',
  },
  CHAT_PEER_UNAVAILABLE: {
    code: 409,
    'zh-CN': '对方企业的联系人当前无法使用聊天（聊天需要付费会员），请通过其他方式联系',
    'en-US': "The other company's contact cannot use chat now (chat needs a paid membership); reach them another way",
  },
  CHAT_BLOCKED: {
    code: 403,
    'zh-CN': '消息无法送达：你们之间有一方已拉黑对方',
    'en-US': 'This message cannot be delivered: one of you has blocked the other',
  },
  CHAT_SELF: { code: 400, 'zh-CN': '不能添加自己', 'en-US': 'You cannot add yourself' },
  CHAT_ALREADY_FRIENDS: { code: 409, 'zh-CN': '你们已经是好友', 'en-US': 'You are already friends' },
  CHAT_REQUEST_PENDING: { code: 409, 'zh-CN': '好友申请正在等待对方处理', 'en-US': 'A friend request is already waiting for an answer' },
  CHAT_RECALL_EXPIRED: { code: 409, 'zh-CN': '已超过可撤回的时间', 'en-US': 'The time to recall this message has passed' },
  CHAT_OWNER_ONLY: { code: 403, 'zh-CN': '只有群主可以执行此操作', 'en-US': 'Only the group owner can do this' },
  CHAT_GROUP_FULL: { code: 409, 'zh-CN': '群成员已达上限', 'en-US': 'The group has reached its member limit' },
  CHAT_SERVICE_FULL: {
    code: 409,
    'zh-CN': '该客服当前接待已满，请稍后再试或转给其他同事',
    'en-US': 'This staff member is at capacity; try later or choose a colleague',
  },
  CHAT_SERVICE_ENDED: {
    code: 409,
    'zh-CN': '本次客服会话已结束，如需帮助请发起新的会话',
    'en-US': 'This conversation with customer service has ended; start a new one if you need help',
  },
  CHAT_TICKET_INVALID: {
    code: 401,
    'zh-CN': '聊天连接凭证无效或已过期，请重新连接',
    'en-US': 'The chat connection ticket is invalid or has expired; please reconnect',
  },
  CHAT_ORIGIN_REFUSED: { code: 403, 'zh-CN': '不允许从此来源连接聊天', 'en-US': 'Chat connections from this origin are not allowed' },
  CHAT_FRAME_TOO_LARGE: { code: 413, 'zh-CN': '消息帧过大', 'en-US': 'The frame is too large' },
  CHAT_FRAME_INVALID: { code: 400, 'zh-CN': '消息帧格式有误', 'en-US': 'The frame is not valid' },
  CHAT_SEND_LIMIT: { code: 429, 'zh-CN': '发送过于频繁，请稍后再发', 'en-US': 'You are sending too fast; please wait a moment' },
  IDEMPOTENCY_KEY_REUSED: {
    code: 409,
    'zh-CN': '此 Idempotency-Key 已用于另一笔内容不同的请求，请为新请求使用新的键',
    'en-US': 'This Idempotency-Key was already used for a different request; use a new key for a new request',
  },
  MEMBERSHIP_LOWER_LEVEL: {
    code: 409,
    'zh-CN': '贵公司当前的会员等级更高，无需购买较低等级',
    'en-US': 'Your company already has a higher membership level; a lower one cannot be bought',
  },
  PAYMENT_UNAVAILABLE: {
    code: 503,
    'zh-CN': '在线支付暂未开通，请联系客服购买会员',
    'en-US': 'Online payment is not available on this platform; contact customer service to buy a membership',
  },
  INVOICE_ALREADY_REQUESTED: { code: 409, 'zh-CN': '该订单已申请过发票', 'en-US': 'An invoice has already been requested for this order' },
  REFUND_WINDOW_CLOSED: {
    code: 409,
    'zh-CN': '该订单付款已超过 7 天，无法在线申请退款，请联系客服',
    'en-US': 'This order was paid more than 7 days ago: a refund can no longer be requested online; contact customer service',
  },
  REFUND_ALREADY_REQUESTED: { code: 409, 'zh-CN': '该订单已申请过退款', 'en-US': 'A refund has already been requested for this order' },
  BULLETIN_SCHEDULE_INVALID: {
    code: 400,
    'zh-CN': '定时发布时间须晚于现在，且在一年之内',
    'en-US': 'The publication time must be in the future and within a year',
  },
  BULLETIN_SLUG_TAKEN: { code: 409, 'zh-CN': '该链接名已被其他公告使用', 'en-US': 'Another post already uses this address name' },
  SEATS_FULL: {
    code: 409,
    'zh-CN': '子账号席位已满：请升级会员、撤回邀请或删除子账号后再试',
    'en-US': 'All sub-account seats are taken: upgrade your membership, revoke an invitation or delete a sub-account first',
  },
  INVITATION_PENDING: {
    code: 409,
    'zh-CN': '已向该邮箱或手机号发出邀请，正在等待对方接受',
    'en-US': 'An invitation to this address or phone number is already waiting to be accepted',
  },
  ACCOUNT_DISABLED: {
    code: 403,
    'zh-CN': '该账号已被主账号停用，请联系贵公司管理员',
    'en-US': "This account was disabled by your company's main account; please contact your administrator",
  },
  INVITATION_INVALID: {
    code: 410,
    'zh-CN': '邀请链接无效、已过期或已被使用，请联系邀请人重新发送',
    'en-US': 'This invitation link is invalid, has expired or was already used; ask for a new one',
  },
  INVITATION_LOCKED: {
    code: 409,
    'zh-CN': '验证码错误次数过多，此邀请已锁定，请联系邀请人撤回后重新邀请',
    'en-US': 'Too many wrong codes: this invitation is locked; ask the company to revoke it and invite you again',
  },
  FOLLOW_SELF: { code: 400, 'zh-CN': '不能关注自己的公司', 'en-US': 'You cannot follow your own company' },
  CERT_LIMIT_REACHED: {
    code: 409,
    'zh-CN': '资质证书数量已达上限，请先删除不再需要的证书',
    'en-US': 'Your company has reached its number of certificates; delete one it no longer needs first',
  },
  INVITE_CODE_UNKNOWN: { code: 404, 'zh-CN': '邀请码不存在，请核对后重试', 'en-US': 'No company has this invite code; please check it' },
  INVITE_SELF: { code: 400, 'zh-CN': '不能使用本公司的邀请码', 'en-US': "You cannot use your own company's invite code" },
  INVITE_ALREADY_REDEEMED: {
    code: 409,
    'zh-CN': '贵公司已使用过邀请码，每家公司只能使用一次',
    'en-US': 'Your company has already used an invite code; each company may use one once',
  },
  INVITE_TOO_LATE: {
    code: 409,
    'zh-CN': '邀请码只能在公司注册后 30 天内使用',
    'en-US': 'An invite code can be used only within 30 days of registering the company',
  },
  INVITE_LIMIT_REACHED: {
    code: 409,
    'zh-CN': '该邀请码的使用次数已达上限',
    'en-US': 'This invite code has reached its limit of uses',
  },
  INTERNAL: { code: 500, 'zh-CN': '服务器发生错误', 'en-US': 'Server error' },
  /** A dependency of the API (database, Redis, storage) does not answer: `/api/ready`, with the ones down in `fields`. */
  SERVICE_UNAVAILABLE: {
    code: 503,
    'zh-CN': '服务暂时不可用，请稍后再试',
    'en-US': 'The service is temporarily unavailable, please try again later',
  },
  /** Answered by the platform's web server (scripts/platform/static-server.mjs), not the API: it could not reach the API. */
  API_UNREACHABLE: { code: 502, 'zh-CN': '暂时无法连接服务，请稍后再试', 'en-US': 'The service cannot be reached, please try again later' },
} as const satisfies Record<ErrorReason, { code: number } & Text>;

/** Details of an error envelope: `{ code, msg, data: ErrorData }`. */
export interface ErrorData {
  reason: ErrorReason;
  /**
   * For VALIDATION, FILE_NOT_ATTACHABLE and DELIVERY_FILES_REQUIRED: which fields were wrong, as JSON paths such as `/email`; for
   * SERVICE_UNAVAILABLE: which dependencies do not answer (`database`, `redis`, `storage`).
   */
  fields?: string[];
  /** For RATE_LIMITED and ACCOUNT_LOCKED: seconds until a retry may succeed. */
  retryAfter?: number;
}

export function defaultTextByCode(code: number, lang: Lang): string {
  return (DEFAULT_TEXT_BY_CODE[code] ?? FALLBACK_TEXT)[lang];
}
