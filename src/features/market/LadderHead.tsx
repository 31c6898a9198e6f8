// The header row of a ladder table: its bounds on the left, Back and Lay over the best cells.
import { Cells, HeadSlot, LadderRow, NameCell } from './styles';

/** Back and Lay over the best cells; the deeper slots stay blank and hide with their cells. */
export function LadderHead({ left }: { left: React.ReactNode }): React.JSX.Element {
  return (
    <LadderRow data-head="on">
      <NameCell>{left}</NameCell>
      <Cells>
        <HeadSlot data-depth="3" />
        <HeadSlot data-depth="2" />
        <HeadSlot data-side="back" data-depth="1">
          Back
        </HeadSlot>
        <HeadSlot data-side="lay" data-depth="1">
          Lay
        </HeadSlot>
        <HeadSlot data-depth="2" />
        <HeadSlot data-depth="3" />
      </Cells>
    </LadderRow>
  );
}
