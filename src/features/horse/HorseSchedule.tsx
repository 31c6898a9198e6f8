// The horse racing schedule (home's Horse Racing tab and /horseracing): country chips with flags, meetings by country, one time button per race.
import { styled } from '@linaria/react';
import { useState } from 'react';
import type { Country, HorseRace } from '../../api/contract';
import { ALL_COUNTRIES, countryChips, filterByCountry, flagCode } from '../../domain/horse';
import { formatTime } from '../sports/format';
import { Spinner } from '../../ui/Spinner';
import { horseSchedule, type RaceRef } from '../../../streams/horse/schedule';
import { useRaceOpenings } from './state';

function Flag({ country }: { country: string }): React.JSX.Element | null {
  const code = flagCode(country);
  // Local images only: the flags ship with the app (public/assets/horse/flags).
  return code ? <img className="flag" src={`/assets/horse/flags/${code}.svg`} alt="" width={20} height={14} /> : null;
}

function ClockIcon(): React.JSX.Element {
  return (
    <svg className="clock" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** One race: its button wakes only when its own live, clock or blink state changes. */
function RaceButton({ race, country, meeting }: { race: HorseRace; country: Country; meeting: string }): React.JSX.Element {
  const state = horseSchedule.useRaceButton(race.stime, race.gOdds.status);
  const time = formatTime(race.stime);
  const ref: RaceRef = { eventId: race.etid, legueId: country.cid, gmid: race.gmid, eventName: meeting, stime: race.stime };
  return (
    <button
      type="button"
      className="race"
      disabled={!state.live}
      data-race={race.gmid}
      data-live={state.live ? 'on' : undefined}
      data-clock={state.clock}
      data-blink={state.blink ? 'on' : undefined}
      aria-label={`${meeting} ${time}${state.clock === 'red' ? ' suspended' : ''}${state.live ? '' : ' not open yet'}`}
      title={state.live ? undefined : state.clock === 'red' ? 'Suspended' : 'Opens 30 minutes before the off'}
      onClick={() => horseSchedule.openRace(ref)}
    >
      <ClockIcon />
      <span>{time}</span>
    </button>
  );
}

function CountryBlock({ country }: { country: Country }): React.JSX.Element {
  return (
    <section className="country" aria-label={country.cname} data-country={country.cname}>
      <h3>
        <Flag country={country.cname} />
        <span>{country.cname}</span>
      </h3>
      <ul className="meetings">
        {country.children.map((meeting, i) => (
          <li key={`${meeting.ename}-${i}`} className="meeting" data-meeting={meeting.ename}>
            <span className="venue">{meeting.ename}</span>
            <span className="races" role="group" aria-label={`${meeting.ename} races`}>
              {meeting.children.map((race) => (
                <RaceButton key={race.gmid} race={race} country={country} meeting={meeting.ename} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HorseSchedule(): React.JSX.Element {
  const schedule = horseSchedule.useSchedule();
  const [chip, setChip] = useState(ALL_COUNTRIES);
  useRaceOpenings();

  if (schedule.state === 'loading')
    return (
      <Box aria-busy="true">
        <p className="note">
          <Spinner size={18} label="Loading races" /> Loading today's races...
        </p>
      </Box>
    );
  if (schedule.state === 'failed')
    return (
      <Box>
        <p className="note">The race schedule could not be loaded. It will be tried again shortly.</p>
      </Box>
    );

  const countries = schedule.value;
  const chips = countryChips(countries);
  // A chip whose country left the schedule falls back to ALL.
  const picked = chips.includes(chip) ? chip : ALL_COUNTRIES;
  const shown = filterByCountry(countries, picked);

  return (
    <Box aria-label="Horse racing schedule">
      <div className="chips" role="group" aria-label="Countries">
        {chips.map((c) => (
          <button key={c} type="button" className="chip" aria-pressed={picked === c} onClick={() => setChip(c)}>
            {c !== ALL_COUNTRIES && <Flag country={c} />}
            <span>{c}</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="note">No races open right now. New meetings appear here as soon as they are listed.</p>
      ) : (
        shown.map((c) => <CountryBlock key={`${c.cid}-${c.cname}`} country={c} />)
      )}
    </Box>
  );
}

export default HorseSchedule;

const Box = styled.section`
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);
  overflow: hidden;

  .note {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    padding: 18px 14px;
    color: var(--text-muted);
  }
  .chips {
    display: flex;
    gap: 6px;
    padding: 10px;
    overflow-x: auto;
    scrollbar-width: none;
    border-bottom: 1px solid var(--border);
  }
  .chips::-webkit-scrollbar {
    display: none;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex: none;
    padding: 6px 12px;
    border: 1px solid var(--border);
    border-radius: 999px;
    background: var(--surface-2);
    color: var(--text);
    font-weight: 800;
    font-size: 12.5px;
  }
  .chip[aria-pressed='true'] {
    background: var(--primary);
    border-color: var(--primary);
    color: var(--on-primary);
  }
  .flag {
    width: 20px;
    height: 14px;
    flex: none;
    border-radius: 2px;
    object-fit: cover;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12);
  }
  .country h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    padding: 8px 12px;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
    font-size: 13px;
    font-weight: 800;
    letter-spacing: 0.04em;
  }
  .meetings {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .meeting {
    display: grid;
    grid-template-columns: minmax(120px, 200px) 1fr;
    align-items: center;
    gap: 10px;
    padding: 8px 12px;
    border-bottom: 1px solid var(--border);
  }
  .meeting:last-child {
    border-bottom: 0;
  }
  .venue {
    font-weight: 800;
    font-size: 13.5px;
  }
  .races {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .race {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    min-width: 74px;
    justify-content: center;
    padding: 6px 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 800;
    font-size: 13px;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  .race[data-live='on'] {
    background: var(--surface);
    border-color: #2e7d32;
    box-shadow: inset 0 -2px 0 #2e7d32;
  }
  .race[data-live='on']:hover {
    background: var(--back);
  }
  .race:disabled {
    cursor: default;
    opacity: 0.62;
  }
  .race[data-clock='green'] .clock {
    color: #2e7d32;
  }
  .race[data-clock='red'] .clock {
    color: #d32f2f;
  }
  .race[data-blink='on'] .clock {
    animation: race-blink 1s steps(2, start) infinite;
  }
  @keyframes race-blink {
    to {
      visibility: hidden;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .race[data-blink='on'] .clock {
      animation-duration: 2s;
    }
  }

  @media (max-width: 600px) {
    .meeting {
      grid-template-columns: 1fr;
      gap: 6px;
    }
    .race {
      min-width: 66px;
      padding: 6px 8px;
    }
  }
`;
