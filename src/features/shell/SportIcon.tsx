// A sport's icon: the games list's active or inactive image, or a drawn stand-in when it fails to load.
import { useState } from 'react';
import type { Game } from '../../api/contract';
import { SPORT } from '../../domain/constants';
import { BallIcon, CardsIcon, HorseIcon, TrophyIcon } from '../../ui/icons';

const FALLBACK: Record<string, (p: { className?: string }) => React.JSX.Element> = {
  [SPORT.casino]: CardsIcon,
  [SPORT.horseRacing]: HorseIcon,
  [SPORT.soccer]: BallIcon,
  [SPORT.tennis]: BallIcon,
};

export function SportIcon({
  game,
  active = false,
  className,
}: {
  game: Game;
  active?: boolean;
  className?: string;
}): React.JSX.Element {
  const src = active ? game.icons.active : game.icons.inactive;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    const Icon = FALLBACK[game.eventTypeId] ?? TrophyIcon;
    return <Icon className={className} />;
  }
  return <img className={className} src={src} alt="" aria-hidden="true" onError={() => setFailed(src)} />;
}
