import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { createFaqItem, deleteFaqItem, listFaq, reorderFaq, updateFaqItem, type FaqItemInput } from '@academy/shared/api/admin';
import { errorMessage } from '@academy/shared/api/error-message';
import type { FaqItem } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, firstError, maxLengthError, requiredError } from '@academy/shared/forms/validation';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import '@academy/shared/styles/forms.css';
import ContentItemActions, { movedIds } from './ContentItemActions';
import './admin.css';

const LOAD_FAILED = 'Failed to load the questions.';
const EMPTY_INPUT: FaqItemInput = { question: '', answer: '' };
/** The API's limits (docs/requirements.md §12). */
const MAX_LENGTH = { question: 300, answer: 5000 } as const;
const FIELD_ORDER = ['question', 'answer'] as const;

function faqErrors(values: FaqItemInput) {
  return compactErrors({
    question: firstError(requiredError(values.question, 'Question'), maxLengthError(values.question, 'Question', MAX_LENGTH.question)),
    answer: firstError(requiredError(values.answer, 'Answer'), maxLengthError(values.answer, 'Answer', MAX_LENGTH.answer)),
  });
}

/** /portal/admin/faq: the questions of the public /faq page: add, edit, move and delete them. */
export default function FaqScreen() {
  const faq = useAsyncData(listFaq, LOAD_FAILED, []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<FaqItem | null>(null);
  const replace = (item: FaqItem) =>
    faq.update((list) => (list.some((i) => i.id === item.id) ? list.map((i) => (i.id === item.id ? item : i)) : [...list, item]));

  async function move(ids: number[]) {
    try {
      const reordered = await reorderFaq(ids);
      faq.update(() => reordered);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not move the question.'));
    }
  }

  const remove = useSingleSubmit(async () => {
    if (!deleting) return;
    try {
      await deleteFaqItem(deleting.id);
      faq.update((list) => list.filter((i) => i.id !== deleting.id));
      toast.success('The question was deleted.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete the question.'));
    }
    setDeleting(null);
  });

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-faq-title">
      <h1 id="fd-admin-faq-title">FAQ</h1>
      <p>The questions of the public FAQ page, in the order it shows them. A change shows there within seconds.</p>
      <FaqForm title="New question" submitText="Add question" initial={EMPTY_INPUT} save={createFaqItem} onSaved={replace} />
      {faq.state.status === 'loading' && <LoadingPlaceholder label="Loading the questions..." shape="list" />}
      {faq.state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={faq.reload} />}
      {faq.state.status === 'ready' && faq.state.data.length === 0 && <EmptyState title="No questions yet." hint="Add the first one above." />}
      {faq.state.status === 'ready' && faq.state.data.length > 0 && (
        <ol className="fd-admin__cohorts">
          {faq.state.data.map((item, index, items) => (
            <li key={item.id} className="card">
              <h2>{item.question}</h2>
              <p className="fd-admin__answer">{item.answer}</p>
              <ContentItemActions
                label={item.question}
                index={index}
                count={items.length}
                editing={editing === item.id}
                onEdit={() => setEditing(editing === item.id ? null : item.id)}
                onMove={(by) => void move(movedIds(items, index, by))}
                onDelete={() => setDeleting(item)}
              />
              {editing === item.id && (
                <FaqForm
                  title={`Edit ${item.question}`}
                  submitText="Save"
                  initial={item}
                  save={(input) => updateFaqItem(item.id, input)}
                  onSaved={(saved) => {
                    replace(saved);
                    setEditing(null);
                  }}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete "${deleting.question}"?`}
          message="The question and its answer leave the public FAQ page."
          confirmLabel="Delete"
          busy={remove.busy}
          busyText="Deleting..."
          onConfirm={() => void remove.run()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

interface FaqFormProps {
  title: string;
  submitText: string;
  initial: FaqItemInput;
  save: (input: FaqItemInput) => Promise<FaqItem>;
  onSaved: (item: FaqItem) => void;
}

function FaqForm({ title, submitText, initial, save, onSaved }: FaqFormProps) {
  const fields = useFormFields<FaqItemInput>({ question: initial.question, answer: initial.answer }, faqErrors, FIELD_ORDER);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const saved = await save({ question: fields.values.question.trim(), answer: fields.values.answer.trim() });
      onSaved(saved);
      toast.success(`Saved "${saved.question}".`);
    } catch (error) {
      setFormError(errorMessage(error, 'Could not save the question.'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.checkFields()) void run();
  }

  return (
    <form ref={fields.formRef} className="fd-admin__form fd-admin__form--stacked" aria-label={title} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <TextField {...fields.fieldProps('question', 'Question')} maxLength={MAX_LENGTH.question} />
      <TextAreaField {...fields.fieldProps('answer', 'Answer')} hint="Plain text; each line becomes a paragraph." maxLength={MAX_LENGTH.answer} />
      <SubmitButton busy={busy} busyText="Saving...">
        {submitText}
      </SubmitButton>
    </form>
  );
}
