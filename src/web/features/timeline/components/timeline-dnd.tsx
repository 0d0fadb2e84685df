// Drag and drop of pins between days: a pointer drags a pin's handle onto a day card or its
// 'Drop pin here' slot; the keyboard picks the handle up with Space or Enter, moves a day at a
// time with the arrow keys and drops with Space or Enter. Full and past days take no drops.
import {
  type Announcements,
  type Collision,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import type { TimelinePin } from '../../../../shared/api/schedule';
import type { DayDropData, PinDragData } from './drag-data';
import { PinDragPreview } from './pin-drag-preview';

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a pin to another day, press Space or Enter to pick it up. Use the arrow keys to go ' +
    'to the next or previous day with a free slot, then press Space or Enter to drop it there, ' +
    'or Escape to cancel.',
};

const dragData = (data: unknown) => data as PinDragData | undefined;
const dropData = (data: unknown) => data as DayDropData | undefined;

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const from = dragData(active.data.current);
    return `Picked up pin ${from?.pin.title ?? ''}, scheduled on ${from?.dayLabel ?? 'its day'}.`;
  },
  onDragOver: ({ active, over }) => {
    const title = dragData(active.data.current)?.pin.title ?? '';
    const day = dropData(over?.data.current);
    return day ? `Pin ${title} is over ${day.label}.` : `Pin ${title} is not over a day with a free slot.`;
  },
  onDragEnd: ({ active, over }) => {
    const from = dragData(active.data.current);
    const day = dropData(over?.data.current);
    if (day && from && day.date !== from.date) return `Pin ${from.pin.title} moved to ${day.label}.`;
    return `Pin ${from?.pin.title ?? ''} stays on ${from?.dayLabel ?? 'its day'}.`;
  },
  onDragCancel: ({ active }) => {
    const from = dragData(active.data.current);
    return `Moving canceled. Pin ${from?.pin.title ?? ''} stays on ${from?.dayLabel ?? 'its day'}.`;
  },
};

const STEPS: Record<string, number> = {
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Up]: -1,
  [KeyboardCode.Left]: -1,
};

/**
 * Scrolls the window so the day's centre is just short of the middle of the screen. The
 * keyboard sensor scrolls by the whole distance of a move whose target lies past the middle,
 * overshooting days taller than half the window; short of it, it just moves the pin.
 */
function scrollNearMiddle(node: HTMLElement | null, step: number): void {
  if (!node) return;
  const box = node.getBoundingClientRect();
  const desired = window.innerHeight / 2 - 4 * step;
  window.scrollBy({ top: box.top + box.height / 2 - desired, behavior: 'instant' });
}

/**
 * Arrow keys go to the next or previous day that takes drops, in timeline order, rather than
 * a fixed number of pixels: the dragged pin is centred on that day's card.
 */
const dayKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const days = droppableContainers
    .getEnabled()
    .filter((container) => dropData(container.data.current)?.kind === 'day')
    .sort((a, b) => (dropData(a.data.current)?.dayIndex ?? 0) - (dropData(b.data.current)?.dayIndex ?? 0));
  const centre = (rect: { left: number; top: number; width: number; height: number }) => ({
    x: rect.left + rect.width / 2,
    y: rect.top + rect.height / 2,
  });
  const now = centre(collisionRect);
  // The day the pin is over now: its own day before the first arrow, then the one it was moved to.
  const placedOn = days.find((container) => {
    const rect = droppableRects.get(container.id);
    return rect && now.x >= rect.left && now.x <= rect.right && now.y >= rect.top && now.y <= rect.bottom;
  });
  const here = dropData(placedOn?.data.current)?.dayIndex ?? dragData(active.data.current)?.dayIndex ?? 0;
  const indexOf = (container: (typeof days)[number]) => dropData(container.data.current)?.dayIndex ?? 0;
  const target =
    step > 0 ? days.find((day) => indexOf(day) > here) : days.findLast((day) => indexOf(day) < here);
  if (!target) return undefined;
  scrollNearMiddle(target.node.current, step);
  const rect = droppableRects.get(target.id);
  if (!rect) return undefined;
  // Moved by the distance between the centres, which holds whatever the sensor's origin is.
  const next = centre(rect);
  return { x: currentCoordinates.x + next.x - now.x, y: currentCoordinates.y + next.y - now.y };
};

const innermostFirst = (collisions: Collision[]) =>
  [...collisions].sort(
    (a, b) =>
      Number(dropData(a.data?.droppableContainer?.data.current)?.kind === 'day') -
      Number(dropData(b.data?.droppableContainer?.data.current)?.kind === 'day'),
  );

/** The pointer's day (its slot before the card around it); the keyboard's the day it was moved to. */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return innermostFirst(pointerWithin(args));
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (container) => dropData(container.data.current)?.kind === 'day',
    ),
  });
};

export function TimelineDnd({
  timeZone,
  onMove,
  children,
}: {
  timeZone: string;
  /** A pin dropped on another day that has room. */
  onMove: (pin: TimelinePin, date: string, dayLabel: string) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState<TimelinePin | null>(null);
  const sensors = useSensors(
    // A few pixels of movement first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Instant scrolling: the next arrow press must find the page where the last one left it.
    useSensor(KeyboardSensor, { coordinateGetter: dayKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  function onDragStart({ active }: DragStartEvent) {
    setDragging(dragData(active.data.current)?.pin ?? null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    const from = dragData(active.data.current);
    const day = dropData(over?.data.current);
    if (!from || !day || day.date === from.date) return;
    onMove(from.pin, day.date, day.label);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging ? <PinDragPreview pin={dragging} timeZone={timeZone} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
