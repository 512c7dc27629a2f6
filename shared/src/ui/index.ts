export { ANTD_CSS_VAR_KEY, BRAND_BLUE, FONT_FAMILY, stylesheetTheme, theme, type BrandTheme } from './theme';
export { antdLocaleName, applyPageScaling, GRID_DEFAULTS, gridStyle, SCALED_BODY_CLASS, zoomFor, type GridStyle } from './layout';
