/**
 * The one brand theme every app passes to its antd `ConfigProvider`. It is declared as a plain
 * object (antd is each app's own dependency, not the kernel's) and is assignable to `ThemeConfig`.
 */
export interface BrandTheme {
  token: {
    colorPrimary: string;
    colorInfo: string;
    colorLink: string;
    colorSuccess: string;
    colorSuccessBg: string;
    colorSuccessBgHover: string;
    colorSuccessBorder: string;
    colorWarning: string;
    colorError: string;
    colorTextSecondary: string;
    colorTextTertiary: string;
    colorBgLayout: string;
    borderRadius: number;
    fontSize: number;
    fontFamily: string;
  };
  components: {
    Layout: { headerBg: string; bodyBg: string; footerBg: string };
  };
}

export const BRAND_BLUE = '#1f6feb';

/**
 * The class that carries the theme's CSS variables. Fixed (antd would derive it from a React id), so
 * the stylesheet written at build time and the variables antd sets at run time meet on one name.
 */
export const ANTD_CSS_VAR_KEY = 'b2b-theme';

export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const theme: BrandTheme = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    colorSuccess: '#1a7f37',
    // antd derives a grey-green (#b4bfb5) surface from this dark green: awarded tags and success alerts use these.
    colorSuccessBg: '#edf8f0',
    colorSuccessBgHover: '#d5efdc',
    colorSuccessBorder: '#9fd8ae',
    colorWarning: '#d97706',
    colorError: '#cf222e',
    // antd's defaults (45 % black) have a contrast of 3.4:1 on white; these are 7:1 and 5.7:1 (WCAG AA: 4.5:1).
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorBgLayout: '#f5f7fa',
    borderRadius: 6,
    fontSize: 14,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa', footerBg: '#f5f7fa' },
  },
};

/** The theme antd's stylesheet is written with at build time, and that apps run with it. */
export const stylesheetTheme = { ...theme, cssVar: { key: ANTD_CSS_VAR_KEY } } as const;
