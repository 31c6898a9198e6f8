// Table paging: which page numbers show and which of First/Previous/Next/Last work (the page sizes are PAGE_SIZES, the only options of the select).
import { MAX_PAGE_BUTTONS } from './constants';

/** Pages are 1-based; no pages at all (0) still shows page 1. */
const lastPageOf = (totalPages: number): number => Math.max(1, Math.floor(totalPages) || 1);
const clampPage = (page: number, last: number): number => Math.min(Math.max(1, Math.floor(page) || 1), last);

/**
 * Up to `max` consecutive page numbers with the current one centred where possible and shifted at
 * the ends: page 1 of 10 -> 1,2,3; page 5 -> 4,5,6; page 10 -> 8,9,10.
 */
export function pageButtons(current: number, totalPages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  const last = lastPageOf(totalPages);
  const page = clampPage(current, last);
  const count = Math.min(Math.max(1, max), last);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PagerState {
  /** The current page, clamped into 1..lastPage. */
  page: number;
  lastPage: number;
  pages: number[];
  first: boolean;
  previous: boolean;
  next: boolean;
  last: boolean;
}

/** First/Previous work off the first page, Next/Last off the last one. */
export function pagerState(current: number, totalPages: number): PagerState {
  const lastPage = lastPageOf(totalPages);
  const page = clampPage(current, lastPage);
  const back = page > 1;
  const forward = page < lastPage;
  return { page, lastPage, pages: pageButtons(page, lastPage), first: back, previous: back, next: forward, last: forward };
}
