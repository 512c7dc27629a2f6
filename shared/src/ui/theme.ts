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
    colorTextPlaceholder: string;
    colorBgLayout: string;
    gold: string;
    orange: string;
    volcano: string;
    yellow: string;
    lime: string;
    green: string;
    cyan: string;
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
    // The brand blue reads at 4.3:1 on the page's grey; links are one step darker (5:1 on it, 5.4:1 on white).
    colorLink: '#1a62d6',
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
    // antd's 25 % black placeholder reads at 1.9:1; this is 4.8:1 on white and on a disabled field's grey.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorBgLayout: '#f5f7fa',
    // A tag of a preset colour writes its text in the palette's 7th shade on its 1st: from antd's default seeds
    // gold, orange, green and cyan read at 2.8–3.6:1 (WCAG AA: 4.5:1). One shade darker seeds give 7:1 and more.
    gold: '#ad6800',
    orange: '#ad4e00',
    volcano: '#ad2102',
    yellow: '#ad8b00',
    lime: '#5b8c00',
    green: '#237804',
    cyan: '#006d75',
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
