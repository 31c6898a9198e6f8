// /settings: the 'Stake' panel with the 8 quick-stake boxes; the stream saves them 2 s after typing or on Save.
import { styled } from '@linaria/react';
import { Button } from '../../../ui/Button';
import { CloseIcon } from '../../../ui/icons';
import { PageFrame } from '../components/PageFrame';
import { useClose } from '../components/useClose';
import { stakeEditor, useStakeDraft } from './state';

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
    </PageFrame>
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
