import { DEFAULT_FILTERS, filtersFromParams, regionLabel, toDirectoryQuery, writeFiltersToParams } from './directory-query';

describe('directory query', () => {
  it('asks only for what is set, in the API names', () => {
    expect(toDirectoryQuery(DEFAULT_FILTERS, 1)).toEqual({ page: 1, pageSize: 12 });
    expect(
      toDirectoryQuery(
        { keyword: '  极光 ', companyTypeId: 'software', provinceCode: '44', cityCode: '4403', minHeadcount: 10, followed: true },
        3,
      ),
    ).toEqual({
      page: 3,
      pageSize: 12,
      keyword: '极光',
      companyTypeId: 'software',
      provinceCode: '44',
      cityCode: '4403',
      minHeadcount: 10,
      followed: true,
    });
  });

  it('drops a city outside the chosen province, and a city without a province', () => {
    expect(toDirectoryQuery({ ...DEFAULT_FILTERS, provinceCode: '44', cityCode: '3101' }, 1)).toEqual({
      page: 1,
      pageSize: 12,
      provinceCode: '44',
    });
    expect(toDirectoryQuery({ ...DEFAULT_FILTERS, cityCode: '3101' }, 1)).toEqual({ page: 1, pageSize: 12 });
  });

  it('reads a link back, ignoring what is malformed', () => {
    const params = new URLSearchParams('q=Aurora&type=design&province=44&city=4403&people=5&followed=1&page=2');
    expect(filtersFromParams(params)).toEqual({
      filters: { keyword: 'Aurora', companyTypeId: 'design', provinceCode: '44', cityCode: '4403', minHeadcount: 5, followed: true },
      page: 2,
    });
    const bad = new URLSearchParams('province=4&city=abcd&people=7&followed=yes&page=-1');
    expect(filtersFromParams(bad)).toEqual({
      filters: { ...DEFAULT_FILTERS, companyTypeId: undefined, provinceCode: undefined, cityCode: undefined, minHeadcount: undefined },
      page: 1,
    });
  });

  it('writes the filters into the URL and back, keeping other entries', () => {
    const filters = { keyword: 'x', provinceCode: '31', cityCode: '3101', minHeadcount: 20, followed: false };
    const params = writeFiltersToParams(new URLSearchParams('other=1&page=4'), filters, 1);
    expect(params.toString()).toBe('other=1&q=x&province=31&city=3101&people=20');
    expect(filtersFromParams(params).filters).toEqual({ ...filters, companyTypeId: undefined });
  });

  it('carries the rating and window filters, only the offered rating steps', () => {
    const filters = { ...DEFAULT_FILTERS, minRating: 4 as const, withWindow: true };
    expect(toDirectoryQuery(filters, 1)).toEqual({ page: 1, pageSize: 12, minRating: 4, withWindow: true });
    const params = writeFiltersToParams(new URLSearchParams(), filters, 1);
    expect(params.toString()).toBe('rating=4&window=1');
    expect(filtersFromParams(params).filters).toMatchObject({ minRating: 4, withWindow: true });
    for (const bad of ['3.5', '5', 'x', ''])
      expect(filtersFromParams(new URLSearchParams(`rating=${bad}`)).filters.minRating).toBeUndefined();
    expect(filtersFromParams(new URLSearchParams('window=yes')).filters.withWindow).toBeUndefined();
  });

  it('names a region once for a municipality', () => {
    expect(regionLabel('北京市', '北京市')).toBe('北京市');
    expect(regionLabel('Guangdong', 'Shenzhen')).toBe('Guangdong · Shenzhen');
    expect(regionLabel(null, null)).toBe('');
  });
});
