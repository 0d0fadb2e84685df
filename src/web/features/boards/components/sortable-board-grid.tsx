// The board cards in a sortable grid: drag a card's handle with a pointer, or focus it and
// use Space, the arrow keys and Space again. Screen readers hear each step by board name.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { Board } from '../../../../shared/api/boards';

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a board, press Space or Enter to pick it up. Use the arrow keys to move it, ' +
    'then press Space or Enter to drop it in its new place, or Escape to cancel.',
};

function makeAnnouncements(boards: Board[]): Announcements {
  const name = (id: UniqueIdentifier) => boards.find((board) => board.id === id)?.name ?? 'Board';
  const position = (id: UniqueIdentifier | undefined) =>
    `position ${boards.findIndex((board) => board.id === id) + 1} of ${boards.length}`;
  return {
    onDragStart: ({ active }) => `Picked up board ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Board ${name(active.id)} moved to ${position(over.id)}.`
        : `Board ${name(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Board ${name(active.id)} dropped at ${position(over.id)}.`
        : `Board ${name(active.id)} dropped back in its place.`,
    onDragCancel: ({ active }) => `Moving canceled. Board ${name(active.id)} is back in its place.`,
  };
}

export function SortableBoardGrid({
  boards,
  onReorder,
  children,
}: {
  boards: Board[];
  /** Called after a drop that changed the order, with the whole new order. */
  onReorder: (boards: Board[]) => void;
  /** The cards, then anything else in the grid (the 'Add New Board' card). */
  children: ReactNode;
}) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle is just a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = boards.findIndex((board) => board.id === active.id);
    const to = boards.findIndex((board) => board.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(boards, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: makeAnnouncements(boards), screenReaderInstructions }}
    >
      <SortableContext items={boards.map((board) => board.id)} strategy={rectSortingStrategy}>
        <ul aria-label="Boards" className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
