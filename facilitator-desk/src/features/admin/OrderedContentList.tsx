import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import ContentItemActions, { movedIds } from './ContentItemActions';

interface Item {
  id: number;
}

interface OrderedContentCalls<T extends Item> {
  list: () => Promise<T[]>;
  reorder: (ids: number[]) => Promise<T[]>;
  remove: (id: number) => Promise<unknown>;
}

interface OrderedContentMessages<T extends Item> {
  loadFailed: string;
  moveFailed: string;
  deleteFailed: string;
  deleted: (item: T) => string;
}

/**
 * An ordered list of public content the administrator edits: loads it, puts a saved item in place
 * (or at the end when new), moves items and deletes the one the confirmation names.
 */
export function useOrderedContent<T extends Item>(calls: OrderedContentCalls<T>, messages: OrderedContentMessages<T>) {
  const content = useAsyncData(calls.list, messages.loadFailed, []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const replace = (saved: T) =>
    content.update((list) => (list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved]));

  async function move(ids: number[]) {
    try {
      const reordered = await calls.reorder(ids);
      content.update(() => reordered);
    } catch (error) {
      toast.error(errorMessage(error, messages.moveFailed));
    }
  }

  const remove = useSingleSubmit(async () => {
    if (!deleting) return;
    try {
      await calls.remove(deleting.id);
      content.update((list) => list.filter((item) => item.id !== deleting.id));
      toast.success(messages.deleted(deleting));
    } catch (error) {
      toast.error(errorMessage(error, messages.deleteFailed));
    }
    setDeleting(null);
  });

  /** The item's edit form went away with a save: replace the item and close the form. */
  const saveEdited = (saved: T) => {
    replace(saved);
    setEditing(null);
  };

  return { ...content, loadFailed: messages.loadFailed, editing, setEditing, deleting, setDeleting, replace, move, remove, saveEdited };
}

export type OrderedContent<T extends Item> = ReturnType<typeof useOrderedContent<T>>;

interface OrderedContentListProps<T extends Item> {
  content: OrderedContent<T>;
  loadingLabel: string;
  emptyTitle: string;
  itemClassName: string;
  /** Names the item on its buttons for screen readers. */
  label: (item: T) => string;
  confirmDelete: (item: T) => { title: string; message: string };
  /** The item's content; `actions` are its Edit, Move and Delete buttons, `editing` whether its Edit is open. */
  renderItem: (item: T, actions: ReactNode, editing: boolean) => ReactNode;
}

/** The loading, failed, empty and loaded states of an ordered content list, and the delete confirmation. */
export default function OrderedContentList<T extends Item>({
  content,
  loadingLabel,
  emptyTitle,
  itemClassName,
  label,
  confirmDelete,
  renderItem,
}: OrderedContentListProps<T>) {
  const { state, editing, deleting } = content;
  return (
    <>
      {state.status === 'loading' && <LoadingPlaceholder label={loadingLabel} shape="list" />}
      {state.status === 'failed' && <LoadFailed message={content.loadFailed} onRetry={content.reload} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title={emptyTitle} hint="Add the first one above." />}
      {state.status === 'ready' && state.data.length > 0 && (
        <ol className="fd-admin__cohorts">
          {state.data.map((item, index, items) => (
            <li key={item.id} className={itemClassName}>
              {renderItem(
                item,
                <ContentItemActions
                  label={label(item)}
                  index={index}
                  count={items.length}
                  editing={editing === item.id}
                  onEdit={() => content.setEditing(editing === item.id ? null : item.id)}
                  onMove={(by) => void content.move(movedIds(items, index, by))}
                  onDelete={() => content.setDeleting(item)}
                />,
                editing === item.id,
              )}
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <ConfirmDialog
          {...confirmDelete(deleting)}
          confirmLabel="Delete"
          busy={content.remove.busy}
          busyText="Deleting..."
          onConfirm={() => void content.remove.run()}
          onCancel={() => content.setDeleting(null)}
        />
      )}
    </>
  );
}
