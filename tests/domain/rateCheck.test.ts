// Did the rate move between selection and confirm.
import { describe, expect, it } from 'vitest';
import { RATE_CHANGED_MESSAGE, fancyRateChanged, oddsRateChanged, rateChanged } from '../../src/domain/rateCheck';

describe('odds and bookmaker', () => {
  it('same rate is unchanged, any difference or a missing rate is a change', () => {
    expect(oddsRateChanged(1.9, 1.9)).toBe(false);
    expect(oddsRateChanged(1.9, 1.91)).toBe(true);
    expect(oddsRateChanged(1.9, undefined)).toBe(true);
    expect(oddsRateChanged(1.9, Number.NaN)).toBe(true);
  });
  it('rateChanged: the slips\' one check; a rate no longer on offer, or of another shape, is a change', () => {
    expect(rateChanged({ oddsReq: 45 }, { oddsReq: 45 })).toBe(false);
    expect(rateChanged({ oddsReq: 45 }, { oddsReq: 46 })).toBe(true);
    expect(rateChanged({ oddsReq: 45 }, undefined)).toBe(true);
    expect(rateChanged({ oddsReq: 45 }, { price: 45, size: 100 })).toBe(true);
    expect(rateChanged({ price: 52, size: 100 }, { price: 52, size: 100 })).toBe(false);
    expect(rateChanged({ price: 52, size: 100 }, { price: 52, size: 90 })).toBe(true);
    expect(rateChanged({ price: 52, size: 100 }, undefined)).toBe(true);
  });
});

describe('fancy', () => {
  it('a change of line or of rate is a change', () => {
    expect(fancyRateChanged({ price: 52, size: 100 }, { price: 52, size: 100 })).toBe(false);
    expect(fancyRateChanged({ price: 52, size: 100 }, { price: 53, size: 100 })).toBe(true);
    expect(fancyRateChanged({ price: 52, size: 100 }, { price: 52, size: 90 })).toBe(true);
    expect(fancyRateChanged({ price: 52, size: 100 }, undefined)).toBe(true);
  });
});

it('uses the spec message', () => {
  expect(RATE_CHANGED_MESSAGE).toBe('Bet rate changed!');
});
