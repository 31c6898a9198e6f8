// Page number window, button states and page sizes.
import { describe, expect, it } from 'vitest';
import { pageButtons, pagerState } from '../../src/domain/pagination';

describe('pageButtons', () => {
  it('centres the current page when it can', () => {
    expect(pageButtons(5, 10)).toEqual([4, 5, 6]);
  });
  it('shifts at the ends', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3]);
    expect(pageButtons(2, 10)).toEqual([1, 2, 3]);
    expect(pageButtons(9, 10)).toEqual([8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([8, 9, 10]);
  });
  it('fewer pages than buttons', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 2)).toEqual([1, 2]);
  });
  it('no pages shows page 1; out-of-range pages are clamped', () => {
    expect(pageButtons(1, 0)).toEqual([1]);
    expect(pageButtons(99, 5)).toEqual([3, 4, 5]);
    expect(pageButtons(-3, 5)).toEqual([1, 2, 3]);
  });
  it('honours another button count', () => {
    expect(pageButtons(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('pagerState', () => {
  it('first page: back disabled, forward enabled', () => {
    expect(pagerState(1, 4)).toEqual({ page: 1, lastPage: 4, pages: [1, 2, 3], first: false, previous: false, next: true, last: true });
  });
  it('last page: forward disabled', () => {
    expect(pagerState(4, 4)).toMatchObject({ pages: [2, 3, 4], first: true, previous: true, next: false, last: false });
  });
  it('single or no page: everything disabled', () => {
    expect(pagerState(1, 1)).toMatchObject({ first: false, previous: false, next: false, last: false });
    expect(pagerState(3, 0)).toMatchObject({ page: 1, lastPage: 1, pages: [1], next: false });
  });
});
