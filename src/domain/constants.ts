// Every period, delay and business constant the specifications name, in one place.

/** Poll periods (ms). */
export const HEADER_POLL_MS = 20_000;
export const ODDS_POLL_MS = 2_000;
export const BOOKMAKER_POLL_MS = 2_000;
export const FANCY_POLL_MS = 1_000;
export const CASINO_DATA_POLL_MS = 1_000;
export const CASINO_RESULT_POLL_MS = 1_300;
export const GENERIC_CASINO_DATA_POLL_MS = 1_000;
export const HORSE_ODDS_POLL_MS = 2_000;
export const HORSE_SCHEDULE_POLL_MS = 60_000;
/**
 * Match lists (In Play / Today / Tommorow) refetch each sport's matches, odds included, at three
 * times the market page's odds period: a list round carries every match of a sport, so it stays
 * visibly live while costing less than one open market page.
 */
export const MATCH_LIST_POLL_MS = ODDS_POLL_MS * 3;

/** UI timings (ms). */
export const BANNER_ADVANCE_MS = 5_000;
export const PRICE_FLASH_MS = 500;
export const LOGOUT_RELOAD_MS = 300;
export const STAKE_SAVE_DELAY_MS = 2_000;
export const DEFAULT_BET_DELAY_MS = 100;
export const HORSE_OPEN_DELAY_MS = 200;
/** The event search waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 250;
export const CASINO_SPLASH_MS = 2_000;
export const GENERIC_CASINO_SPLASH_MS = 1_400;
export const CASINO_SLIP_IDLE_MS = 10_000;
export const CONSOLE_CLEAR_MS = 500;
export const SCORE_FRAME_RESIZE_MS = 1_000;
export const TOAST_AUTO_CLOSE_MS = 2_000;
export const IP_CACHE_MS = 60 * 60 * 1000;
export const GAME_DATA_CACHE_MS = 60_000;

/** The header's exposure before its first answer (spec 000 section 3: exposure, a number, starts 0). */
export const EXPOSURE_START = 0;

/** Sport ids (the contract's eventId). */
export const SPORT = { cricket: '4', soccer: '1', tennis: '2', horseRacing: '10', casino: '113' } as const;
/** Excluded from the market refetch condition. */
export const REFETCH_EXCLUDED_EVENT_ID = '135';

/** Stake limits and their defaults. */
export const DEFAULT_LIMITS = {
  oddsMin: 100,
  oddsMax: 100_000,
  bookmakerMin: 100,
  bookmakerMax: 300_000,
  fancyMin: 100,
  fancyMax: 300_000,
  fancyDisplayMax: 20_000,
} as const;
export const CASINO_STAKE_MIN = 100;
export const CASINO_STAKE_MAX = 5_000;
export const DEFAULT_STAKES = [100, 200, 500, 1000, 2000, 5000, 10000, 20000] as const;
export const QUICK_STAKE_SLOTS = 8;

/** Casino rounds. */
export const CASINO_COUNTDOWN_BASE_S = 25;
export const TEENPATTI_ROUND_S = 25;
export const DRAGON_TIGER_ROUND_S = 19;
export const TEENPATTI_SELF_SUSPEND_S = 6;

/** Horse racing. */
export const HORSE_LIVE_WINDOW_MIN = 20;
export const HORSE_LIVE_LOOKAHEAD_MIN = 10;
export const HORSE_BLINK_MIN = 5;

/** Lists and tables. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 3;
export const BACKUP_DATA_DAYS = 30;
export const OLD_DATA_DAYS = 90;

/** Layout breakpoints (px). */
export const BREAKPOINT = {
  hideLevel3: 776,
  hideLevel2: 570,
  sidePanel: 1025,
  inlineLogin: 1110,
} as const;

/** Theme toggle placement (px). */
export const THEME_TOGGLE = { right: 80, bottom: 100, margin: 60 } as const;

/** The demo login (contract section 3). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_USER_PREFIX = 'demo@';

/** Stake chips cycle over this many pictures. */
export const CHIP_IMAGE_COUNT = 4;
/** Casino rate steppers move by this much and may not reach it or go below. */
export const CASINO_RATE_STEP = 0.01;
