import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Type from 'typebox';
import { MarketQuery, MyDemandsQuery } from '@b2b/shared/contract';
import { compileQueryConverter } from './query-convert';

describe('query string conversion', () => {
  it('turns numeric strings into numbers and fills defaults, leaving anything else for the checker to refuse', () => {
    const convert = compileQueryConverter(MarketQuery as never)!;
    const input = { page: '2', budgetFrom: '100000', keyword: '小程序', status: 'OPEN' };
    assert.deepEqual(convert(input), { page: 2, pageSize: 10, budgetFrom: 100000, keyword: '小程序', status: 'OPEN' });
    assert.deepEqual(input.page, '2', 'the input is not changed');
    assert.deepEqual(convert({ page: '1e3', budgetTo: '', pageSize: ' 5', x: 'y' }), { page: '1e3', pageSize: ' 5', budgetTo: '', x: 'y' });
  });

  it('takes one value or a repeated key for an array', () => {
    const convert = compileQueryConverter(MyDemandsQuery as never)!;
    assert.deepEqual(convert({ status: 'PENDING' }), { status: ['PENDING'], page: 1, pageSize: 10 });
    assert.deepEqual(convert({ status: ['PENDING', 'REJECTED'] }), { status: ['PENDING', 'REJECTED'], page: 1, pageSize: 10 });
  });

  it('converts booleans, and leaves shapes it does not know to TypeBox', () => {
    const flags = compileQueryConverter(Type.Object({ on: Type.Boolean() }) as never)!;
    assert.deepEqual([flags({ on: 'true' }), flags({ on: 'false' }), flags({ on: 'yes' })], [{ on: true }, { on: false }, { on: 'yes' }]);
    assert.equal(compileQueryConverter(Type.Object({ n: Type.Union([Type.Number(), Type.Null()]) }) as never), null);
    assert.equal(compileQueryConverter(Type.String() as never), null);
  });
});
