import type { Lang } from '@b2b/shared/i18n';

/** Page scaling (docs/product.md, Constants): a device pixel ratio above 1 zooms out to 0.85, below 1 zooms in to 1.15. */
export function zoomFor(devicePixelRatio: number): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return 1;
  if (devicePixelRatio > 1) return 0.85;
  if (devicePixelRatio < 1) return 1.15;
  return 1;
}

export const SCALED_BODY_CLASS = 'b2b-scaled';

/** Applies the zoom for the window's pixel ratio to the page body and returns it. */
export function applyPageScaling(win: Window = window): number {
  const zoom = zoomFor(win.devicePixelRatio);
  const { body } = win.document;
  body.style.zoom = String(zoom);
  body.classList.toggle(SCALED_BODY_CLASS, zoom < 1);
  return zoom;
}

export const GRID_DEFAULTS = { minColumnWidth: 220, gap: 12 } as const;

export interface GridStyle {
  display: 'grid';
  gridTemplateColumns: string;
  gap: number;
}

/** As many columns as fit, each at least `minColumnWidth` px (or the full width when narrower). */
export function gridStyle(minColumnWidth: number = GRID_DEFAULTS.minColumnWidth, gap: number = GRID_DEFAULTS.gap): GridStyle {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}px, 100%), 1fr))`,
    gap,
  };
}

/** The name of antd's locale module for a language (`antd/locale/zh_CN`). */
export const antdLocaleName = (lang: Lang): 'zh_CN' | 'en_US' => (lang === 'zh-CN' ? 'zh_CN' : 'en_US');
