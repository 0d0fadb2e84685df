// The preview on a board card: its 4 latest pins side by side, padded with empty placeholders.
// Each tile is 2:3 like the pin itself, so the whole pin shows, title included.
import { ImagePlus } from 'lucide-react';
import { BOARD_PREVIEW_PINS } from '../../../../shared/api/boards';
import { PinImage } from '../../../components/ui/pin-image';
import { useBoardPins } from '../api/get-board-pins';

const tile = 'relative aspect-[2/3] overflow-hidden rounded-lg';

export function PinPreviewGrid({ boardId, boardName }: { boardId: string; boardName: string }) {
  const { data: pins = [], isPending } = useBoardPins(boardId);
  const empties = Math.max(0, BOARD_PREVIEW_PINS - pins.length);

  return (
    <div aria-busy={isPending}>
      <ul aria-label={`Latest pins of ${boardName}`} className="grid grid-cols-4 gap-2">
        {pins.map((pin) => (
          <li key={pin.id} className={`${tile} bg-slate-100 ring-1 ring-slate-900/5`}>
            <PinImage pin={pin} />
          </li>
        ))}
        {Array.from({ length: empties }, (_, index) => (
          <li
            // Placeholders have no identity of their own; their position is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={`empty-${index}`}
            aria-hidden="true"
            className={`${tile} flex items-center justify-center border border-dashed border-slate-200 bg-slate-50 ${
              isPending ? 'animate-pulse' : ''
            }`}
          >
            {!isPending && <ImagePlus className="h-5 w-5 text-slate-300" />}
          </li>
        ))}
      </ul>
      {!isPending && pins.length === 0 && (
        <p className="sr-only">No pins yet. Generate one to see it here.</p>
      )}
    </div>
  );
}
