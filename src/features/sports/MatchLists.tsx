// The In Play / Today / Tommorow match lists: tabs with counts, one collapsible group per sport, live rows.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { MATCH_TAB_LABELS, type MatchTab } from '../../domain/matchLists';
import { LIST_COLUMNS, scopeKey, type ListGroup } from '../../../streams/matches';
import { ChevronDownIcon, ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { SportIcon } from '../shell/SportIcon';
import { MatchRow } from './MatchRow';
import { useSports, useTabCounts, useTabView } from './state';

const TABS: readonly MatchTab[] = ['inplay', 'today', 'tomorrow'];

const EMPTY_TEXT: Record<MatchTab, string> = {
  inplay: 'No matches are in play right now.',
  today: 'No more matches today.',
  tomorrow: 'No matches are listed for tomorrow yet.',
};

export interface MatchListsProps {
  /** Sport ids to list (a sport page, a Home sport tab); every listed sport when absent. */
  sportIds?: readonly string[];
  initialTab?: MatchTab;
  /** Names the section for assistive technology (defaults to 'Match lists'). */
  label?: string;
}

function GroupHead({
  group,
  expanded,
  onToggle,
}: {
  group: ListGroup;
  expanded: boolean;
  onToggle: () => void;
}): React.JSX.Element {
  const sports = useSports();
  const game = sports.state === 'ready' ? sports.value.find((g) => g.eventTypeId === group.sportId) : undefined;
  return (
    <div className="head">
      <button type="button" className="toggle" aria-expanded={expanded} onClick={onToggle}>
        {expanded ? <ChevronDownIcon className="chev" /> : <ChevronRightIcon className="chev" />}
        {game && <SportIcon game={game} className="sport-icon" />}
        <span className="sport-name">{group.sportName}</span>
        <span className="count">{group.matchIds.length}</span>
      </button>
      {expanded &&
        LIST_COLUMNS.map((c) => (
          <span className="col-label" data-col={c} key={c} aria-hidden="true">
            {c}
          </span>
        ))}
    </div>
  );
}

function TabBody({
  tab,
  scope,
  collapsed,
  toggle,
}: {
  tab: MatchTab;
  scope: string;
  collapsed: ReadonlySet<string>;
  toggle: (sportId: string) => void;
}): React.JSX.Element {
  const view = useTabView(tab, scope);
  if (view.state === 'loading')
    return (
      <p className="note">
        <Spinner size={20} label="Loading matches" />
      </p>
    );
  if (view.state === 'failed') return <p className="note">The match list could not be loaded. It will retry shortly.</p>;
  const { groups, pending, failed } = view.value;
  return (
    <>
      {groups.length === 0 && !pending && <p className="note">{EMPTY_TEXT[tab]}</p>}
      {groups.map((g) => {
        const expanded = !collapsed.has(g.sportId);
        return (
          <section className="group" key={g.sportId} aria-label={g.sportName}>
            <GroupHead group={g} expanded={expanded} onToggle={() => toggle(g.sportId)} />
            {expanded && (
              <ul className="rows">
                {g.matchIds.map((id) => (
                  <MatchRow key={id} sportId={g.sportId} matchId={id} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {pending && (
        <p className="note small">
          <Spinner size={16} label="Loading more sports" />
        </p>
      )}
      {failed.length > 0 && <p className="note small">{failed.join(', ')}: the list could not be loaded.</p>}
    </>
  );
}

export function MatchLists({ sportIds, initialTab = 'inplay', label = 'Match lists' }: MatchListsProps): React.JSX.Element {
  const scope = sportIds ? scopeKey(sportIds) : 'all';
  const [tab, setTab] = useState<MatchTab>(initialTab);
  // Collapsed sports, kept across tab switches: a player who folded Tennis away keeps it folded.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const counts = useTabCounts(scope);
  const toggle = (sportId: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(sportId)) next.delete(sportId);
      else next.add(sportId);
      return next;
    });
  return (
    <Lists aria-label={label}>
      <div role="tablist" aria-label="Match list" className="tabs">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className="tab"
            data-tab={t}
            onClick={() => setTab(t)}
          >
            {t === 'inplay' && <span className="dot" aria-hidden="true" />}
            <span>{MATCH_TAB_LABELS[t]}</span>
            {counts && <span className="badge">{counts[t]}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={MATCH_TAB_LABELS[tab]} className="panel">
        <TabBody tab={tab} scope={scope} collapsed={collapsed} toggle={toggle} />
      </div>
    </Lists>
  );
}


const Lists = styled.section`
  --pair-w: 108px;
  --follow-w: 38px;
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);
  overflow: hidden;

  .tabs {
    display: flex;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
  }
  .tab {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 10px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: inherit;
    font-weight: 700;
    font-size: 13px;
    letter-spacing: 0.02em;
    opacity: 0.82;
  }
  .tab:hover {
    opacity: 1;
  }
  .tab[aria-selected='true'] {
    opacity: 1;
    border-bottom-color: var(--secondary);
    background: rgba(255, 255, 255, 0.08);
  }
  .tab .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #2ecc71;
    box-shadow: 0 0 0 3px rgba(46, 204, 113, 0.25);
  }
  .tab .badge {
    min-width: 20px;
    padding: 1px 6px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.2);
    font-size: 11px;
    line-height: 16px;
  }
  html[data-layout='aura'] & .tabs {
    padding: 6px;
    gap: 6px;
    background: var(--surface-2);
    color: var(--text);
  }
  html[data-layout='aura'] & .tab {
    border-radius: var(--radius-tab);
    border-bottom: 0;
  }
  html[data-layout='aura'] & .tab[aria-selected='true'] {
    background: var(--primary);
    color: var(--on-primary);
  }
  html[data-layout='aura'] & .tab .badge {
    background: rgba(127, 127, 127, 0.2);
  }

  .note {
    display: flex;
    justify-content: center;
    margin: 0;
    padding: 28px 12px;
    color: var(--text-muted);
    text-align: center;
  }
  .note.small {
    padding: 10px;
    font-size: 12px;
  }

  .group + .group {
    border-top: 1px solid var(--border);
  }
  .head {
    display: grid;
    grid-template-columns: minmax(0, 1fr) repeat(3, var(--pair-w)) var(--follow-w);
    column-gap: 4px;
    align-items: center;
    padding: 0 6px 0 0;
    background: var(--surface-3);
    font-size: 12px;
  }
  .toggle {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 36px;
    padding: 0 10px;
    border: 0;
    background: transparent;
    color: var(--text);
    font-weight: 800;
    font-size: 13px;
    text-align: left;
  }
  .chev {
    flex: none;
    color: var(--text-muted);
  }
  .sport-icon {
    width: 18px;
    height: 18px;
    flex: none;
  }
  .count {
    padding: 0 7px;
    border-radius: 999px;
    background: var(--primary);
    color: var(--on-primary);
    font-size: 11px;
    line-height: 17px;
  }
  .col-label {
    text-align: center;
    font-weight: 800;
    color: var(--text-muted);
  }

  .rows {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) repeat(3, var(--pair-w)) var(--follow-w);
    grid-template-areas: 'info c1 cx c2 star';
    column-gap: 4px;
    align-items: center;
    min-height: 48px;
    padding: 4px 6px 4px 10px;
    border-top: 1px solid var(--border);
    cursor: pointer;
    transition: background 120ms;
  }
  .row:first-child {
    border-top: 0;
  }
  .row:hover {
    background: var(--surface-2);
  }
  .info {
    grid-area: info;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 3px;
  }
  .event {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 700;
    color: var(--text);
    text-decoration: none;
  }
  .event:hover {
    color: var(--primary);
    text-decoration: underline;
  }
  html[data-theme='dark'] & .event:hover {
    color: var(--secondary);
  }
  .sub {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 11.5px;
    color: var(--text-muted);
  }
  .mark {
    display: inline-grid;
    place-items: center;
    min-width: 20px;
    height: 16px;
    padding: 0 3px;
    border-radius: 3px;
    font-size: 9.5px;
    font-weight: 800;
    line-height: 1;
  }
  .mark.tv {
    color: var(--primary);
    font-size: 14px;
  }
  html[data-theme='dark'] & .mark.tv {
    color: var(--secondary);
  }
  .mark.bm {
    background: #1f6feb;
    color: #fff;
  }
  .mark.fancy {
    background: #8250df;
    color: #fff;
  }

  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 2px;
  }
  .pair[data-col='1'] {
    grid-area: c1;
  }
  .pair[data-col='X'] {
    grid-area: cx;
  }
  .pair[data-col='2'] {
    grid-area: c2;
  }
  .price {
    display: grid;
    place-items: center;
    height: 34px;
    border-radius: 3px;
    font-weight: 700;
    font-size: 13px;
    font-variant-numeric: tabular-nums;
    color: var(--text);
    transition: background-color 160ms ease-out;
  }
  /* background-color, not the shorthand: a lit price's flash is a background image (src/theme/global.ts). */
  .price[data-side='back'] {
    background-color: var(--back-strong);
  }
  .price[data-side='lay'] {
    background-color: var(--lay-strong);
  }
  .price[data-empty='on'] {
    font-weight: 400;
    color: var(--text-muted);
  }
  .price[data-side='back'][data-empty='on'] {
    background-color: var(--back);
  }
  .price[data-side='lay'][data-empty='on'] {
    background-color: var(--lay);
  }
  .follow {
    grid-area: star;
    display: flex;
    justify-content: center;
  }

  @media (max-width: 600px) {
    --pair-w: minmax(0, 1fr);
    .head {
      grid-template-columns: repeat(3, minmax(0, 1fr)) var(--follow-w);
      grid-template-areas: 'title title title title' 'l1 lx l2 .';
      padding: 0 6px 4px;
    }
    .toggle {
      grid-area: title;
      padding: 0 4px;
    }
    .col-label[data-col='1'] {
      grid-area: l1;
    }
    .col-label[data-col='X'] {
      grid-area: lx;
    }
    .col-label[data-col='2'] {
      grid-area: l2;
    }
    .row {
      grid-template-columns: repeat(3, minmax(0, 1fr)) var(--follow-w);
      grid-template-areas: 'info info info star' 'c1 cx c2 star';
      row-gap: 6px;
      padding: 8px 6px;
    }
    .tab {
      font-size: 12.5px;
      padding: 0 6px;
    }
  }
`;
