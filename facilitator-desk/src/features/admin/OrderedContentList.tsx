import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpointMutation } from '@academy/shared/api/queries';
import { containersAround, focusStillStanding } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import QueryState from '@academy/shared/ui/states/QueryState';
import { movedIds } from '../../components/moved-ids';
import ContentItemActions from './ContentItemActions';
import { useT } from './i18n';

interface Item {
  id: number;
}

/** The list's calls in the endpoint table. */
export interface OrderedContentCalls {
  list: 'listFaq' | 'listFaculty';
  reorder: 'reorderFaq' | 'reorderFaculty';
  remove: 'deleteFaqItem' | 'deleteFacultyMember';
}

interface OrderedContentMessages<T extends Item> {
  loadFailed: string;
  moveFailed: string;
  deleteFailed: string;
  deleted: (item: T) => string;
}

/**
 * An ordered list of public content the administrator edits (`list`, loaded by the screen): moves
 * items and deletes the one the confirmation names, each change loading the list again.
 */
export function useOrderedContent<T extends Item>(list: UseQueryResult<T[]>, calls: OrderedContentCalls, messages: OrderedContentMessages<T>) {
  const changed = { invalidates: [calls.list] };
  const reorder = useEndpointMutation(calls.reorder, changed);
  const deletion = useEndpointMutation(calls.remove, changed);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  // where the keyboard goes on once the item, its Delete with it, is gone: read as the dialog opens
  const around = useRef<HTMLElement[]>([]);
  const askToDelete = (item: T) => {
    around.current = containersAround(document.activeElement);
    setDeleting(item);
  };

  async function move(ids: number[]) {
    try {
      await reorder.mutateAsync({ body: { ids } });
    } catch (error) {
      toast.error(errorMessage(error, messages.moveFailed));
    }
  }

  const remove = useSingleSubmit(async () => {
    if (!deleting) return;
    try {
      await deletion.mutateAsync({ params: { id: deleting.id } });
      toast.success(messages.deleted(deleting));
      focusStillStanding(around.current);
    } catch (error) {
      toast.error(errorMessage(error, messages.deleteFailed));
    }
    setDeleting(null);
  });

  return {
    list,
    loadFailed: messages.loadFailed,
    editing,
    setEditing,
    deleting,
    askToDelete,
    setDeleting,
    move,
    remove,
    closeEdit: () => setEditing(null),
  };
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
  const t = useT();
  const { list, editing, deleting } = content;
  return (
    <>
      <QueryState
        query={list}
        loading={{ label: loadingLabel, shape: 'list' }}
        failed={content.loadFailed}
        empty={{ when: (items) => items.length === 0, title: emptyTitle, hint: t('content.addFirst') }}
      >
        {(items) => (
          <ol className="fd-admin__cohorts">
            {items.map((item, index) => (
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
                    onDelete={() => content.askToDelete(item)}
                  />,
                  editing === item.id,
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {deleting && (
        <ConfirmDialog
          {...confirmDelete(deleting)}
          confirmLabel={t('action.delete')}
          busy={content.remove.busy}
          busyText={t('action.deleting')}
          onConfirm={() => void content.remove.run()}
          onCancel={() => content.setDeleting(null)}
        />
      )}
    </>
  );
}
