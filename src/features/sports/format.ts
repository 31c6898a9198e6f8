// How the sports screens write a match's start and a probability.
import { isValid } from 'date-fns';
import { day2, hourMinute, monthShort, parseApiDate, weekdayShort } from '../../domain/dates';

/** "22 Nov, 14:30" in the player's time zone; '' for an unreadable date. */
export function formatStart(iso: string): string {
  const d = parseApiDate(iso);
  return isValid(d) ? `${day2(d)} ${monthShort(d)}, ${hourMinute(d)}` : '';
}

/** "14:30" */
export function formatTime(iso: string): string {
  const d = parseApiDate(iso);
  return isValid(d) ? hourMinute(d) : '';
}

/** "Sat 22 Nov" */
export function formatDay(iso: string): string {
  const d = parseApiDate(iso);
  return isValid(d) ? `${weekdayShort(d)} ${day2(d)} ${monthShort(d)}` : '';
}

/** 0.5423 -> "54%" */
export const formatPercent = (share: number): string => `${Math.round(share * 100)}%`;

/** 1.0184 -> "101.8%" (a book's total, where the tenths matter). */
export const formatBook = (share: number): string => `${(share * 100).toFixed(1)}%`;
