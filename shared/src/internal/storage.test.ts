import { readItem, removeItem, writeItem } from './storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('writes, reads and removes an item', () => {
    writeItem('k', 'v');
    expect(readItem('k')).toBe('v');
    expect(localStorage.getItem('k')).toBe('v');
    removeItem('k');
    expect(readItem('k')).toBeNull();
  });

  it('reads null for a missing item', () => {
    expect(readItem('missing')).toBeNull();
  });

  it('never throws when storage refuses', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readItem('k')).toBeNull();
    expect(() => writeItem('k', 'v')).not.toThrow();
    expect(() => removeItem('k')).not.toThrow();
  });
});
