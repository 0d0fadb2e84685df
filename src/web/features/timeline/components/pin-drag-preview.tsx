// What follows the pointer while a pin is dragged: a small card with its image, time and title.
import { GripVertical } from 'lucide-react';
import { stripQuotes } from '../../../../shared/api/pins';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { PinImage } from '../../../components/ui/pin-image';
import { formatPinTime } from '../utils/pin-time';
import { PIN_IMAGE_PLACEHOLDER } from './pin-card';

export function PinDragPreview({ pin, timeZone }: { pin: TimelinePin; timeZone: string }) {
  return (
    <div className="flex w-64 cursor-grabbing items-center gap-3 rounded-xl bg-white p-2 pr-3 shadow-2xl ring-2 ring-brand-600">
      <GripVertical className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="h-16 w-11 shrink-0 overflow-hidden rounded-md bg-slate-100">
        <PinImage pin={pin} fit="cover" placeholder={PIN_IMAGE_PLACEHOLDER} />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-brand-700">{formatPinTime(pin.scheduled_time, timeZone)}</p>
        <p className="line-clamp-2 text-sm font-semibold text-slate-900">{stripQuotes(pin.title)}</p>
      </div>
    </div>
  );
}
