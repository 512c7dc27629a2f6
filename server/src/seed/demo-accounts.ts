import type { AccountType, ApprovalStatus, FieldReasons, ImproveInfoBody, MemberLevel, Role } from '@b2b/shared/contract';

export const DEMO_PASSWORD = 'Demo-2026-b2b';

/** The demo logins, printed by the start script. Every one signs in with DEMO_PASSWORD. */
export interface DemoAccount {
  email: string;
  phone?: string;
  password: string;
  nickname: string;
  type: AccountType;
  role: Role;
  description: { 'zh-CN': string; 'en-US': string };
}

export interface DemoCompany {
  key: string;
  role: Role;
  name: string;
  nameEn: string;
  approvalStatus: ApprovalStatus;
  rejectReason?: string;
  rejectFields?: FieldReasons;
  memberLevel: MemberLevel;
  info: ImproveInfoBody | null;
  accounts: DemoAccount[];
}

const account = (a: Omit<DemoAccount, 'password'>): DemoAccount => ({ ...a, password: DEMO_PASSWORD });

const info = (companyName: string, creditCode: string, extra: Partial<ImproveInfoBody> = {}): ImproveInfoBody => ({
  companyName,
  creditCode,
  companyTypeId: 'software',
  provinceCode: '31',
  cityCode: '3101',
  address: '上海市浦东新区张江路 100 号',
  contactName: '王经理',
  contactPhone: '021-55550000',
  size: '21-100',
  foundingYear: 2015,
  website: 'https://example.com',
  introductionEn: 'A demo company of the B2B collaboration platform.',
  contacts: [{ name: '赵助理', position: '商务对接', phone: '021-55550001', email: 'bd@example.com' }],
  ...extra,
});

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'galaxy',
    role: 'DEV',
    name: '星河科技',
    nameEn: 'Galaxy Tech',
    approvalStatus: 'APPROVED',
    memberLevel: 'SVIP',
    info: info('星河科技', '91110108MA01ABCD2X', {
      companyTypeId: 'internet',
      provinceCode: '11',
      cityCode: '1101',
      address: '北京市海淀区中关村大街 1 号',
      introduction: '需求方示例企业：发布软件开发需求并管理项目。',
      introductionEn: 'A demo party A: publishes software development demands and runs the projects.',
      foundingYear: 2012,
    }),
    accounts: [
      account({
        email: 'dev@demo.test',
        phone: '13800000001',
        nickname: '星河管理员',
        type: 'MAIN',
        role: 'DEV',
        description: { 'zh-CN': '需求方（甲方）主账号，SVIP', 'en-US': 'Developer (party A) main account, SVIP' },
      }),
      account({
        email: 'devproj@demo.test',
        nickname: '星河项目经理',
        type: 'PROJ',
        role: 'DEV',
        description: { 'zh-CN': '需求方项目子账号', 'en-US': 'Developer project sub-account' },
      }),
    ],
  },
  {
    key: 'sail',
    role: 'SUP',
    name: '云帆软件',
    nameEn: 'Sail Cloud Software',
    approvalStatus: 'APPROVED',
    memberLevel: 'VIP',
    info: info('云帆软件', '91310115MA1HXY7K3B', {
      introduction: '供应方示例企业：承接定制开发与运维外包。',
      introductionEn: 'A demo supplier: custom development and outsourced operations.',
    }),
    accounts: [
      account({
        email: 'sup@demo.test',
        phone: '13800000002',
        nickname: '云帆管理员',
        type: 'MAIN',
        role: 'SUP',
        description: { 'zh-CN': '供应方（乙方）主账号，已审核，VIP', 'en-US': 'Supplier (party B) main account, approved, VIP' },
      }),
      account({
        email: 'supreq@demo.test',
        nickname: '云帆需求专员',
        type: 'REQ',
        role: 'SUP',
        description: { 'zh-CN': '供应方需求子账号', 'en-US': 'Supplier requirements sub-account' },
      }),
    ],
  },
  {
    key: 'whale',
    role: 'SUP',
    name: '蓝鲸信息技术',
    nameEn: 'Blue Whale IT',
    approvalStatus: 'APPROVED',
    memberLevel: 'VIP',
    info: info('蓝鲸信息技术', '91440101MA59WHL2XR', {
      provinceCode: '44',
      cityCode: '4401',
      address: '广州市天河区珠江新城华夏路 30 号',
      contactName: '林经理',
      contactPhone: '020-38880000',
      introduction: '第二家供应方示例企业：与云帆软件同场竞标，可看到未中选时收到的通知。',
      introductionEn: 'A second demo supplier: bids against Sail Software and gets the notice when not chosen.',
    }),
    accounts: [
      account({
        email: 'sup2@demo.test',
        nickname: '蓝鲸管理员',
        type: 'MAIN',
        role: 'SUP',
        description: {
          'zh-CN': '第二家供应方主账号，已审核，VIP（与 sup@ 竞标）',
          'en-US': 'A second supplier main account, approved, VIP (competes with sup@)',
        },
      }),
      account({
        email: 'sup2proj@demo.test',
        nickname: '蓝鲸项目经理',
        type: 'PROJ',
        role: 'SUP',
        description: { 'zh-CN': '第二家供应方的项目子账号', 'en-US': "The second supplier's project sub-account" },
      }),
    ],
  },
  {
    key: 'fresh',
    role: 'SUP',
    name: '新锐数据',
    nameEn: 'Fresh Data',
    approvalStatus: 'INFO_SUBMIT',
    memberLevel: 'ORDINARY',
    info: info('新锐数据', '91440300MA5FQ1WX8C', { provinceCode: '44', cityCode: '4403', address: '深圳市南山区科技园 8 号' }),
    accounts: [
      account({
        email: 'newsup@demo.test',
        nickname: '新锐管理员',
        type: 'MAIN',
        role: 'SUP',
        description: { 'zh-CN': '供应方主账号，资料待审核', 'en-US': 'Supplier main account, waiting for review' },
      }),
    ],
  },
  {
    key: 'plain',
    role: 'DEV',
    name: '朴实制造',
    nameEn: 'Plain Manufacturing',
    approvalStatus: 'APPROVED',
    memberLevel: 'ORDINARY',
    info: info('朴实制造', '91330100MA2CKL5M4D', {
      companyTypeId: 'manufacturing',
      provinceCode: '33',
      cityCode: '3301',
      address: '杭州市余杭区文一西路 9 号',
    }),
    accounts: [
      account({
        email: 'ordinary@demo.test',
        nickname: '朴实管理员',
        type: 'MAIN',
        role: 'DEV',
        description: { 'zh-CN': '需求方主账号，普通会员', 'en-US': 'Developer main account, ordinary member' },
      }),
    ],
  },
  {
    key: 'rejected',
    role: 'SUP',
    name: '驳回示例',
    nameEn: 'Rejected Sample',
    approvalStatus: 'INFO_REJECT',
    rejectReason: '营业执照信息与公司名称不一致 / The business licence does not match the company name',
    rejectFields: {
      companyName: '请填写营业执照上的完整名称 / Use the full name on the business licence',
      licences: '扫描件不清晰，请上传彩色原件扫描件 / The scan is unreadable: upload a colour scan of the original',
    },
    memberLevel: 'ORDINARY',
    info: info('驳回示例', '91320100MA1MNP6Q5E', { provinceCode: '32', cityCode: '3201', address: '南京市玄武区珠江路 6 号' }),
    accounts: [
      account({
        email: 'rejected@demo.test',
        nickname: '驳回示例管理员',
        type: 'MAIN',
        role: 'SUP',
        description: { 'zh-CN': '供应方主账号，资料被驳回', 'en-US': 'Supplier main account, information rejected' },
      }),
    ],
  },
  {
    key: 'service',
    role: 'CUSTOMER',
    name: '平台客服中心',
    nameEn: 'Platform Service Center',
    approvalStatus: 'APPROVED',
    memberLevel: 'ORDINARY',
    info: info('平台客服中心', '91310000MA1K00001F', { companyTypeId: 'service' }),
    accounts: [
      account({
        email: 'service@demo.test',
        nickname: '客服小美',
        type: 'MAIN',
        role: 'CUSTOMER',
        description: { 'zh-CN': '平台客服，可审核公司资料', 'en-US': 'Customer service staff; reviews company information' },
      }),
    ],
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_COMPANIES.flatMap((c) => c.accounts);
