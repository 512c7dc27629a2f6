import { AMENDMENT_LOCKED_FIELDS, bulletinExcerpt, COMPANY_PATTERNS, lockedOnAmendment, weightedTotal } from '@b2b/shared/contract';

describe('the domain rules of the contract', () => {
  const criteria = [
    { key: 'price', weight: 60 },
    { key: 'quality', weight: 40 },
  ];

  it('weighs scores out of 10 into a total out of 100, one decimal; an unscored criterion counts 0', () => {
    expect(weightedTotal(criteria, { price: 10, quality: 10 })).toBe(100);
    expect(weightedTotal(criteria, { price: 7, quality: 3 })).toBe(54);
    expect(
      weightedTotal(
        [
          { key: 'a', weight: 33 },
          { key: 'b', weight: 67 },
        ],
        { a: 7, b: 1 },
      ),
    ).toBe(29.8);
    expect(weightedTotal(criteria, { price: 5, quality: null })).toBe(30);
    expect(weightedTotal(criteria, {})).toBe(0);
  });

  it('locks what suppliers based their response on, and nothing else, on an amendment', () => {
    expect([...AMENDMENT_LOCKED_FIELDS].sort()).toEqual(['blind', 'categoryId', 'cityCode', 'criteria', 'provinceCode', 'sealed']);
    expect(lockedOnAmendment('sealed')).toBe(true);
    expect(lockedOnAmendment('title')).toBe(false);
    expect(lockedOnAmendment('deadline')).toBe(false);
  });

  it('keeps the company patterns the form and the schema both use', () => {
    expect(new RegExp(COMPANY_PATTERNS.creditCode).test('91350211M000100Y43')).toBe(true);
    expect(new RegExp(COMPANY_PATTERNS.creditCode).test('91350211I000100Y43')).toBe(false);
    expect(new RegExp(COMPANY_PATTERNS.contactPhone).test('+86 138-0000')).toBe(true);
    expect(new RegExp(COMPANY_PATTERNS.contactPhone).test('abc123')).toBe(false);
    expect(new RegExp(COMPANY_PATTERNS.website).test('javascript:alert(1)')).toBe(false);
  });
});

describe('bulletinExcerpt: a Markdown body as one line for lists', () => {
  it('leaves out markup and headings, which would run into the paragraph after them', () => {
    const body = '## Galaxy PropTech\n\nWe look for **long-term** suppliers.\n\n- [our cases](https://x.test)\n\n```\ncode\n```';
    expect(bulletinExcerpt(body)).toBe('We look for long-term suppliers. our cases');
  });

  it('keeps the headings when there is nothing else, and cuts at the limit with an ellipsis', () => {
    expect(bulletinExcerpt('# 公告\n## 第二节')).toBe('公告 第二节');
    expect(bulletinExcerpt('一二三四五六七八九十', 5)).toBe('一二三四…');
  });
});
