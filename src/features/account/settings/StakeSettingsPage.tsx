// /settings: the 'Stake' panel with the 8 quick-stake boxes; the stream saves them 2 s after typing or on Save.
import { styled } from '@linaria/react';
import { Button } from '../../../ui/Button';
import { CloseIcon } from '../../../ui/icons';
import { PageFrame } from '../components/PageFrame';
import { useClose } from '../components/useClose';
import { ONE_CLICK_WARNING } from '../../../domain/oneClick';
import { setOneClick, stakeEditor, useOneClick, useSavedStakes, useStakeDraft } from './state';

export default function StakeSettingsPage(): React.JSX.Element {
  const stakes = useStakeDraft();
  const close = useClose();

  return (
    <PageFrame
      title="Stake"
      actions={
        <CloseButton type="button" aria-label="Close" onClick={close}>
          <CloseIcon size={20} />
        </CloseButton>
      }
    >
      <Panel
        aria-labelledby="quick-stakes-title"
        onSubmit={(e) => {
          e.preventDefault();
          stakeEditor.save();
        }}
      >
        <h2 id="quick-stakes-title">Quick Stakes</h2>
        <Boxes>
          {stakes.map((s, i) => (
            <input
              key={s.id}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-label={`Quick stake ${i + 1}`}
              value={String(s.stakeValue)}
              onChange={(e) => stakeEditor.edit(i, e.currentTarget.value)}
            />
          ))}
        </Boxes>
        <Actions>
          <Button type="submit">Save</Button>
        </Actions>
      </Panel>
      <OneClickPanel />
    </PageFrame>
  );
}

/** One-click betting, off by default: on, a price click places a bet at the chosen quick stake at once. */
function OneClickPanel(): React.JSX.Element {
  const setting = useOneClick();
  const stakes = useSavedStakes();
  return (
    <OneClick as="section" aria-labelledby="one-click-title">
      <h2 id="one-click-title">One-click betting</h2>
      <label className="toggle">
        <input type="checkbox" checked={setting.enabled} onChange={(e) => setOneClick({ ...setting, enabled: e.currentTarget.checked })} />
        <span>One-click betting</span>
      </label>
      {setting.enabled && (
        <p className="warning" role="alert">
          {ONE_CLICK_WARNING}
        </p>
      )}
      <label className="stake">
        <span>One-click stake</span>
        <select value={setting.stakeIndex} onChange={(e) => setOneClick({ ...setting, stakeIndex: Number(e.currentTarget.value) })}>
          {stakes.map((s, i) => (
            <option key={s.id} value={i}>
              {s.stakeValue}
            </option>
          ))}
        </select>
      </label>
    </OneClick>
  );
}

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-right: -6px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm, 4px);
  background: transparent;
  color: inherit;
  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.18);
  }
`;

const Panel = styled.form`
  padding: 12px 14px 14px;
  border: var(--card-border, 1px solid var(--border));
  border-radius: var(--radius);
  box-shadow: var(--card-shadow, none);
  background: var(--surface);
  h2 {
    margin: 0 0 10px;
    font-size: 13.5px;
    font-weight: 700;
  }
`;

/** The stakes panel's card, as a section of its own under it. */
const OneClick = styled(Panel)`
  margin-top: 12px;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 13.5px;
  }
  .stake {
    margin-top: 10px;
  }
  select {
    height: 34px;
    min-width: 110px;
    padding: 0 8px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm, 4px);
    background: var(--surface-2);
    color: var(--text);
    font: inherit;
  }
  .warning {
    margin: 10px 0 0;
    padding: 8px 10px;
    border-left: 4px solid var(--negative);
    background: color-mix(in srgb, var(--negative) 10%, var(--surface));
    color: var(--text);
    font-size: 13px;
    font-weight: 600;
  }
`;

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  input {
    width: 100%;
    height: 38px;
    padding: 0 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm, 4px);
    background: var(--surface-2);
    color: var(--text);
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  input:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 0;
    background: var(--surface);
  }
  @media (max-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 12px;
  button {
    min-width: 110px;
  }
`;
