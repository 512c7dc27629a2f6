import type {
  BulletinStaffQuery,
  ChatLanguage,
  ContactsQuery,
  DirectoryQuery,
  FollowQuery,
  FriendshipQuery,
  ManpowerQuery,
  MarketQuery,
  MyDemandsQuery,
  MyResponsesQuery,
  NoticeQuery,
  PagingQuery,
  ProjectListQuery,
  ShowcaseQuery,
  StaffPaymentQuery,
} from '@b2b/shared/contract';

type NoticeTab = NonNullable<NoticeQuery['type']>;

/**
 * The query keys of the platform, by domain. They live in the kernel so one app can invalidate
 * what another shows: `queryKeys.notices.all()` covers the host's badge and every notice list.
 */
export const queryKeys = {
  notices: {
    all: () => ['notices'] as const,
    list: (type: NoticeTab, page = 1, pageSize = 10) => ['notices', 'list', { type, page, pageSize }] as const,
    /** The unread counts of the message center's tabs. */
    counts: () => ['notices', 'counts'] as const,
  },
  /** Outside `notices`: reading notices never makes the settings stale. */
  noticeSettings: {
    mine: () => ['notice-settings'] as const,
  },
  home: {
    summary: () => ['home', 'summary'] as const,
  },
  company: {
    all: () => ['company'] as const,
    info: () => ['company', 'info'] as const,
    types: () => ['company', 'types'] as const,
  },
  /** Demands: `all()` covers every list and detail, so a change anywhere refreshes what any app shows. */
  demands: {
    all: () => ['demands'] as const,
    mine: (query: MyDemandsQuery) => ['demands', 'mine', query] as const,
    market: (query: MarketQuery) => ['demands', 'market', query] as const,
    detail: (id: string) => ['demands', 'detail', id] as const,
    questions: (id: string) => ['demands', 'detail', id, 'questions'] as const,
    revisions: (id: string) => ['demands', 'detail', id, 'revisions'] as const,
    events: (id: string) => ['demands', 'detail', id, 'events'] as const,
  },
  responses: {
    all: () => ['responses'] as const,
    ofDemand: (demandId: string) => ['responses', 'of-demand', demandId] as const,
    mine: (query: MyResponsesQuery) => ['responses', 'mine', query] as const,
    detail: (id: string) => ['responses', 'detail', id] as const,
    markHistory: (id: string) => ['responses', 'detail', id, 'mark-history'] as const,
  },
  /** The company's sub-accounts, seats and invitations (account/sub-account). */
  team: {
    all: () => ['team'] as const,
    overview: () => ['team', 'overview'] as const,
  },
  /** An invitation link's preview, for the visitor who opened it. */
  invitation: {
    preview: (token: string) => ['invitation', token] as const,
  },
  collections: {
    all: () => ['collections'] as const,
    list: (query: PagingQuery) => ['collections', 'list', query] as const,
  },
  manpower: {
    all: () => ['manpower'] as const,
    list: (query: ManpowerQuery) => ['manpower', 'list', query] as const,
  },
  /** Delivery: `all()` covers every project list, project and the dashboard, so any action refreshes both sides' pages. */
  projects: {
    all: () => ['projects'] as const,
    list: (query: ProjectListQuery) => ['projects', 'list', query] as const,
    detail: (id: string) => ['projects', 'detail', id] as const,
    dashboard: () => ['projects', 'dashboard'] as const,
  },
  /** The onboarded suppliers directory: every page of it is fetched again when a follow changes. */
  directory: {
    all: () => ['directory'] as const,
    suppliers: (query: DirectoryQuery) => ['directory', 'suppliers', query] as const,
  },
  /** The companies the caller's company follows (account/follow). */
  follows: {
    all: () => ['follows'] as const,
    list: (query: FollowQuery) => ['follows', 'list', query] as const,
    /** Home's news of the followed companies: under `all()`, so a follow or unfollow refreshes it. */
    news: () => ['follows', 'news'] as const,
  },
  /** The header's search: the trimmed query (the answer's language follows the session, refetched on a change). */
  search: {
    results: (q: string) => ['search', q] as const,
  },
  /** Showcase windows: the own window and its exposure, the other side's list and windows. */
  showcase: {
    all: () => ['showcase'] as const,
    mine: () => ['showcase', 'mine'] as const,
    exposure: () => ['showcase', 'mine', 'exposure'] as const,
    list: (query: ShowcaseQuery) => ['showcase', 'list', query] as const,
    window: (companyId: string) => ['showcase', 'window', companyId] as const,
  },
  /** The supplier's certificates (account/certification); `all()` also refreshes the badges of the directory. */
  certifications: {
    all: () => ['certifications'] as const,
    mine: () => ['certifications', 'mine'] as const,
    detail: (id: string) => ['certifications', 'detail', id] as const,
  },
  console: {
    all: () => ['console'] as const,
    /** The certification review queue and one certificate as staff read it. */
    certQueue: (query: PagingQuery) => ['console', 'certifications', query] as const,
    certDetail: (id: string) => ['console', 'certifications', 'detail', id] as const,
    queues: () => ['console', 'queues'] as const,
    pendingDemands: (query: PagingQuery) => ['console', 'demands', query] as const,
    pendingCompanies: (query: PagingQuery) => ['console', 'companies', query] as const,
    companyEvents: (companyId: string) => ['console', 'companies', companyId, 'events'] as const,
    disputes: (query: PagingQuery) => ['console', 'disputes', query] as const,
    /** A disputed project as staff read it (its whole history). */
    disputedProject: (projectId: string) => ['console', 'projects', projectId] as const,
  },
  /** Chat: `all()` covers the unread count (the header's badge), contacts, friendships and groups. */
  chat: {
    all: () => ['chat'] as const,
    unread: () => ['chat', 'unread'] as const,
    contacts: (query: ContactsQuery) => ['chat', 'contacts', query] as const,
    friendships: (query: FriendshipQuery) => ['chat', 'friendships', query] as const,
    groups: (query: PagingQuery) => ['chat', 'groups', query] as const,
    groupMembers: (groupId: string) => ['chat', 'groups', groupId, 'members'] as const,
    /** Customer service: `service()` covers the caller's own conversation, and staff's queue, their conversations and colleagues. */
    service: () => ['chat', 'service'] as const,
    serviceCurrent: () => ['chat', 'service', 'current'] as const,
    serviceQueue: () => ['chat', 'service', 'queue'] as const,
    serviceMine: () => ['chat', 'service', 'mine'] as const,
    serviceStaff: () => ['chat', 'service', 'staff'] as const,
    /** The caller's chat settings once its language is set to `language` (the interface's). */
    settings: (language: ChatLanguage) => ['chat', 'settings', language] as const,
  },
  /** Membership orders: `all()` covers the list and the checkout return's order. */
  payments: {
    all: () => ['payments'] as const,
    allOrders: () => ['payments', 'orders'] as const,
    orders: (query: PagingQuery) => ['payments', 'orders', query] as const,
    returned: (orderId: string) => ['payments', 'returned', orderId] as const,
    /** The console's payment queues (refunds, invoice requests). */
    staff: () => ['payments', 'staff'] as const,
    staffRefunds: (query: StaffPaymentQuery) => ['payments', 'staff', 'refunds', query] as const,
    staffInvoices: (query: StaffPaymentQuery) => ['payments', 'staff', 'invoices', query] as const,
  },
  /** The company's promotion (account/promotion): its overview (placement, invite code) and window statistics. */
  promotion: {
    all: () => ['promotion'] as const,
    overview: () => ['promotion', 'overview'] as const,
    stats: (days: number) => ['promotion', 'stats', days] as const,
  },
  /** The staff console's bulletin: `all()` covers its list and every post it opened. */
  bulletin: {
    all: () => ['bulletin'] as const,
    staffList: (query: BulletinStaffQuery) => ['bulletin', 'staff', query] as const,
    staffPost: (id: string) => ['bulletin', 'staff', 'post', id] as const,
  },
  regions: {
    provinces: () => ['regions', 'provinces'] as const,
    cities: (provinceCode: string) => ['regions', 'cities', provinceCode] as const,
  },
};
