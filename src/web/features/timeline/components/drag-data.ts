// What the timeline's draggables and droppables carry, so drops and announcements can name
// the pin and the day without looking them up again.
import type { TimelinePin } from '../../../../shared/api/schedule';

export interface PinDragData {
  pin: TimelinePin;
  /** The day the pin is on, YYYY-MM-DD. */
  date: string;
  dayLabel: string;
  /** Position of that day on the timeline, for the keyboard's next/previous day. */
  dayIndex: number;
}

export interface DayDropData {
  /** A whole day card, or the 'Drop pin here' slot inside it; both mean "move to this day". */
  kind: 'day' | 'slot';
  date: string;
  label: string;
  dayIndex: number;
}

export const dayDropId = (date: string) => `day:${date}`;
export const slotDropId = (date: string) => `slot:${date}`;
