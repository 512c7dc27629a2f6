import axios from 'axios';
import { serializeParams } from './params';

describe('serializeParams', () => {
  it('repeats the key for each array value', () => {
    expect(serializeParams({ a: [1, 2] })).toBe('a=1&a=2');
    expect(serializeParams({ type: ['DEV', 'SUP'], page: 2 })).toBe('type=DEV&type=SUP&page=2');
  });

  it('leaves out null and undefined, also inside arrays', () => {
    expect(serializeParams({ a: undefined, b: null, c: 0, d: '', e: false })).toBe('c=0&d=&e=false');
    expect(serializeParams({ a: [1, null, undefined, 2] })).toBe('a=1&a=2');
  });

  it('writes an empty array as nothing', () => {
    expect(serializeParams({ a: [], b: 1 })).toBe('b=1');
  });

  it('encodes values', () => {
    expect(serializeParams({ q: 'a&b=c d', zh: '需求' })).toBe('q=a%26b%3Dc+d&zh=%E9%9C%80%E6%B1%82');
  });

  it('writes dates as ISO strings and objects as JSON', () => {
    expect(serializeParams({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('at=2024-01-02T03%3A04%3A05.000Z');
    expect(serializeParams({ f: { x: 1 } })).toBe(`f=${encodeURIComponent('{"x":1}')}`);
  });

  it('passes URLSearchParams through', () => {
    expect(
      serializeParams(
        new URLSearchParams([
          ['a', '1'],
          ['a', '2'],
        ]),
      ),
    ).toBe('a=1&a=2');
  });

  it('gives an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams(null)).toBe('');
    expect(serializeParams({})).toBe('');
  });

  it('plugs into axios as its params serializer', () => {
    const url = axios.getUri({
      url: '/api/user/follow',
      params: { ids: ['1', '2'], page: 1 },
      paramsSerializer: { serialize: serializeParams },
    });
    expect(url).toBe('/api/user/follow?ids=1&ids=2&page=1');
  });
});
