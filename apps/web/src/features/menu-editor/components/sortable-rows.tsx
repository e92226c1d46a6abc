import {
  DndContext,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import own from './sortable-rows.module.css';

export interface SortableRowsProps {
  ids: number[];
  /** The row at `from` was dropped at `to` (indexes in `ids`). */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * Rows reordered by dragging their handle, with a mouse or a finger. A press must travel a few pixels (or, on
 * a touch screen, rest a moment) before it drags, so a tap on a row's buttons and a scroll stay what they
 * are. Keyboards reorder with the rows' Move up and Move down buttons, so the handle is for pointers only.
 */
export function SortableRows({ ids, onMove, children }: SortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const drop = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(Number(active.id));
    const to = over ? ids.indexOf(Number(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) {
      onMove(from, to);
    }
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a row needs to be dragged: its node, its moving style, and the handle that starts a drag. */
export function useSortableRow(id: number) {
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return {
    setNode: sortable.setNodeRef,
    rowStyle: style,
    rowClass: sortable.isDragging ? own.dragging : undefined,
    /** The handle and the row's name side by side, left of the row's buttons. */
    leadClass: own.lead,
    handle: (name: string) => (
      <DragHandle name={name} activatorRef={sortable.setActivatorNodeRef} listeners={sortable.listeners} />
    ),
  };
}

function DragHandle({
  name,
  activatorRef,
  listeners,
}: {
  name: string;
  activatorRef: (element: HTMLElement | null) => void;
  listeners: ReturnType<typeof useSortable>['listeners'];
}) {
  const { t } = useTranslation();
  return (
    <span
      ref={activatorRef}
      className={own.handle}
      title={t('menuEditor.dragToMove', { name })}
      aria-hidden="true"
      {...listeners}
    >
      ⠿
    </span>
  );
}
