// One-click betting: a player's setting (off by default; on, a price click places a bet at the chosen quick stake at once), kept per player.

export interface OneClickSetting {
  enabled: boolean;
  /** Which of the 8 quick stakes a click places (0-based). */
  stakeIndex: number;
}

export const ONE_CLICK_OFF: OneClickSetting = { enabled: false, stakeIndex: 0 };

/** The warning shown once one-click betting is on (not in the specification: a product addition, issue 20). */
export const ONE_CLICK_WARNING =
  'One-click betting is on: a click on a price places a bet at once at the stake below, with no slip to check first. The bet delay, the rate check and the stake limits still apply.';

/** Each player's own setting: the key carries the player's id, so another player on this browser starts off. */
export const oneClickStorageKey = (userId: string): string => `exchange.oneClick.${userId}`;

/** A stored setting read back; anything unreadable is off. */
export function readOneClick(stored: unknown, slots: number): OneClickSetting {
  if (typeof stored !== 'object' || stored === null) return ONE_CLICK_OFF;
  const { enabled, stakeIndex } = stored as Record<string, unknown>;
  const index = typeof stakeIndex === 'number' && Number.isInteger(stakeIndex) && stakeIndex >= 0 && stakeIndex < slots ? stakeIndex : 0;
  return { enabled: enabled === true, stakeIndex: index };
}

/** The stake a click places now, or null when a click should open the slip as usual (off, or the chosen quick stake is 0). */
export function oneClickStake(setting: OneClickSetting, stakes: readonly { stakeValue: number }[]): number | null {
  if (!setting.enabled) return null;
  const stake = stakes[setting.stakeIndex]?.stakeValue ?? 0;
  return stake > 0 ? stake : null;
}
