import { useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface SortableItem {
  id: string;
  name: string;
}

export interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** The new order (after a drag, a move or a removal). */
  onChange: (items: T[]) => void;
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
  /** Secondary text of a row (a price, a product count). */
  renderDetails?: (item: T) => ReactNode;
  className?: string;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The right list of the category and menu forms: the chosen items in order, reordered by dragging
 * a handle with the mouse, by touch, or with the keyboard (Space, arrows, Space), or with the move
 * buttons; each row can be removed. Every move is announced to screen readers.
 */
export function SortableList<T extends SortableItem>({
  items,
  onChange,
  label,
  emptyText,
  renderDetails,
  className,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const total = items.length;
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const nameOf = (id: UniqueIdentifier) => items[indexOf(id)]?.name ?? '';
  const position = (id: UniqueIdentifier) => indexOf(id) + 1;

  // dnd-kit reports the start position as a move too; only real moves are announced, so the
  // pick-up announcement is not overwritten at once.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('picker.list.pickedUp', {
        name: nameOf(active.id),
        position: position(active.id),
        total,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('picker.list.movedTo', {
        name: nameOf(active.id),
        position: position(over.id),
        total,
      });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('picker.list.dropped', { name: nameOf(active.id), position: position(over.id), total })
        : t('picker.list.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('picker.list.cancelled', { name: nameOf(active.id) }),
  };

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= total) return;
    onChange(arrayMove([...items], from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  const moveBy = (item: T, offset: -1 | 1) => {
    const from = indexOf(item.id);
    move(from, from + offset);
    setStatus(t('picker.list.movedTo', { name: item.name, position: from + offset + 1, total }));
  };

  const remove = (item: T) => {
    onChange(items.filter((other) => other.id !== item.id));
    setStatus(t('picker.list.removed', { name: item.name }));
  };

  return (
    <div className={cn('flex min-w-0 flex-col', className)}>
      <p role="status" className="sr-only">
        {status}
      </p>
      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          {emptyText}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('picker.list.instructions') },
          }}
        >
          <SortableContext
            items={items.map((item) => item.id)}
            strategy={verticalListSortingStrategy}
          >
            <ol aria-label={label} className="flex flex-col gap-2">
              {items.map((item, index) => (
                <SortableRow
                  key={item.id}
                  item={item}
                  index={index}
                  total={total}
                  details={renderDetails?.(item)}
                  onMove={(offset) => moveBy(item, offset)}
                  onRemove={() => remove(item)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function SortableRow({
  item,
  index,
  total,
  details,
  onMove,
  onRemove,
}: {
  item: SortableItem;
  index: number;
  total: number;
  details: ReactNode;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });

  return (
    <li
      ref={setNodeRef}
      data-sortable-id={item.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-slate-200 bg-white py-2 pr-2 pl-1 shadow-sm',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-600/40',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('picker.list.dragHandle', { name: item.name })}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span
        aria-hidden="true"
        className="hidden w-5 shrink-0 text-right text-xs font-medium text-slate-400 tabular-nums sm:block"
      >
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium break-words text-slate-900">{item.name}</p>
        {details && <div className="text-xs text-slate-500">{details}</div>}
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('picker.list.moveUp', { name: item.name })}
          title={t('picker.list.moveUpShort')}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === total - 1}
          onClick={() => onMove(1)}
          aria-label={t('picker.list.moveDown', { name: item.name })}
          title={t('picker.list.moveDownShort')}
        >
          <ChevronDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={onRemove}
          aria-label={t('picker.list.remove', { name: item.name })}
          title={t('picker.list.removeShort')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
