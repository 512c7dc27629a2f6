import { antdLocaleName, applyPageScaling, GRID_DEFAULTS, gridStyle, SCALED_BODY_CLASS, theme, zoomFor } from './index';

describe('theme', () => {
  it('has the brand blue, radius 6 and CJK fonts', () => {
    expect(theme.token.colorPrimary).toBe('#1f6feb');
    expect(theme.token.borderRadius).toBe(6);
    for (const font of ['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans CJK SC"']) {
      expect(theme.token.fontFamily).toContain(font);
    }
    expect(theme.token.fontFamily.trim().endsWith('sans-serif')).toBe(true);
  });

  it('uses valid hex colours', () => {
    const colours = [...Object.values(theme.token), ...Object.values(theme.components.Layout)].filter(
      (v): v is string => typeof v === 'string' && v.startsWith('#'),
    );
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('zoomFor', () => {
  it.each([
    [2, 0.85],
    [1.25, 0.85],
    [1.0001, 0.85],
    [1, 1],
    [0.9, 1.15],
    [0.5, 1.15],
    [0, 1],
    [-1, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('device pixel ratio %p gives zoom %p', (dpr, zoom) => {
    expect(zoomFor(dpr)).toBe(zoom);
  });
});

describe('applyPageScaling', () => {
  const original = window.devicePixelRatio;
  const setRatio = (value: number) => Object.defineProperty(window, 'devicePixelRatio', { value, configurable: true });
  afterEach(() => {
    setRatio(original);
    document.body.className = '';
    document.body.style.zoom = '';
  });

  it('zooms out and marks the body on a high-density screen', () => {
    setRatio(2);
    expect(applyPageScaling()).toBe(0.85);
    expect(document.body.style.zoom).toBe('0.85');
    expect(document.body.classList.contains(SCALED_BODY_CLASS)).toBe(true);
    expect(SCALED_BODY_CLASS).toBe('b2b-scaled');
  });

  it('zooms in without the class below ratio 1', () => {
    setRatio(0.75);
    expect(applyPageScaling(window)).toBe(1.15);
    expect(document.body.style.zoom).toBe('1.15');
    expect(document.body.classList.contains(SCALED_BODY_CLASS)).toBe(false);
  });

  it('keeps zoom 1 at ratio 1 and removes a class left from before', () => {
    setRatio(2);
    applyPageScaling();
    setRatio(1);
    expect(applyPageScaling()).toBe(1);
    expect(document.body.style.zoom).toBe('1');
    expect(document.body.classList.contains(SCALED_BODY_CLASS)).toBe(false);
  });

  it('keeps the body’s other classes', () => {
    document.body.classList.add('app');
    setRatio(2);
    applyPageScaling();
    expect([...document.body.classList]).toEqual(['app', SCALED_BODY_CLASS]);
  });
});

describe('grid', () => {
  it('defaults to 220 px columns and a 12 px gap', () => {
    expect(GRID_DEFAULTS).toEqual({ minColumnWidth: 220, gap: 12 });
    expect(gridStyle()).toEqual({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
      gap: 12,
    });
  });

  it('takes another width and gap', () => {
    expect(gridStyle(300, 24)).toEqual({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
      gap: 24,
    });
    expect(gridStyle(160).gap).toBe(12);
  });
});

describe('antdLocaleName', () => {
  it('names the antd locale of each language', () => {
    expect(antdLocaleName('zh-CN')).toBe('zh_CN');
    expect(antdLocaleName('en-US')).toBe('en_US');
  });
});
