import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Banner, ExchangeMarket, PasswordChange } from '../../src/api/contract';
import { FancyRow } from '../../src/api/marketContract';
import { dataOnce, listOnce, pagedOnce } from '../../src/api/envelopes';

describe('envelopes built once per item schema', () => {
  it('gives the same schema object for the same item, another for another item', () => {
    expect(listOnce(ExchangeMarket)).toBe(listOnce(ExchangeMarket));
    expect(listOnce(FancyRow)).not.toBe(listOnce(ExchangeMarket));
    expect(dataOnce(Banner)).toBe(dataOnce(Banner));
    expect(dataOnce(Banner)).not.toBe(listOnce(Banner));
    expect(pagedOnce(PasswordChange)).toBe(pagedOnce(PasswordChange));
  });

  it('parses and refuses as the envelopes of the contract do', () => {
    expect(v.parse(listOnce(Banner), { data: [{ banner: '/a.svg' }], extra: 1 })).toEqual({ data: [{ banner: '/a.svg' }] });
    expect(v.safeParse(listOnce(Banner), { data: [{ banner: 3 }] }).success).toBe(false);
    expect(v.safeParse(dataOnce(Banner), { data: [] }).success).toBe(false);
    const page = { pageItems: [], page: 1, pageSize: 10, currentPage: 1, totalPages: 0 };
    expect(v.parse(pagedOnce(PasswordChange), { status: true, data: page }).data).toEqual(page);
  });
});
