import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { FaqItemInput } from '@academy/contract/schemas/content';
import type { FaqItem } from '@academy/shared/domain/types';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import '@academy/shared/styles/forms.css';
import ContentItemForm, { type ContentFields } from './ContentItemForm';
import OrderedContentList, { useOrderedContent } from './OrderedContentList';
import './admin.css';

const EMPTY_INPUT: FaqItemInput = { question: '', answer: '' };
const LOAD_FAILED = 'Failed to load the questions.';
/** A saved question: the list is loaded again (a new one comes last). */
const CHANGED = { invalidates: ['listFaq' as const] };
/** The API's limits (docs/requirements.md §12). */
const FIELDS: ContentFields<FaqItemInput> = { question: { label: 'Question', maxLength: 300 }, answer: { label: 'Answer', maxLength: 5000 } };

/** /portal/admin/faq: the questions of the public /faq page: add, edit, move and delete them. */
export default function FaqScreen() {
  const questions = useEndpoint('listFaq', {}, { failureToast: LOAD_FAILED });
  const creation = useEndpointMutation('createFaqItem', CHANGED);
  const update = useEndpointMutation('updateFaqItem', CHANGED);
  const faq = useOrderedContent(
    questions,
    { list: 'listFaq', reorder: 'reorderFaq', remove: 'deleteFaqItem' },
    {
      loadFailed: LOAD_FAILED,
      moveFailed: 'Could not move the question.',
      deleteFailed: 'Could not delete the question.',
      deleted: () => 'The question was deleted.',
    },
  );

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-faq-title">
      <h1 id="fd-admin-faq-title">FAQ</h1>
      <p>The questions of the public FAQ page, in the order it shows them. A change shows there within seconds.</p>
      <FaqForm title="New question" submitText="Add question" initial={EMPTY_INPUT} save={(body) => creation.mutateAsync({ body })} />
      <OrderedContentList
        content={faq}
        loadingLabel="Loading the questions..."
        emptyTitle="No questions yet."
        itemClassName="card"
        label={(item) => item.question}
        confirmDelete={(item) => ({ title: `Delete "${item.question}"?`, message: 'The question and its answer leave the public FAQ page.' })}
        renderItem={(item, actions, editing) => (
          <>
            <h2>{item.question}</h2>
            <p className="fd-admin__answer">{item.answer}</p>
            {actions}
            {editing && (
              <FaqForm
                title={`Edit ${item.question}`}
                submitText="Save"
                initial={item}
                save={(body) => update.mutateAsync({ params: { id: item.id }, body })}
                onSaved={faq.closeEdit}
              />
            )}
          </>
        )}
      />
    </section>
  );
}

interface FaqFormProps {
  title: string;
  submitText: string;
  initial: FaqItemInput;
  save: (input: FaqItemInput) => Promise<FaqItem>;
  onSaved?: () => void;
}

function FaqForm(props: FaqFormProps) {
  return (
    <ContentItemForm {...props} fields={FIELDS} savedMessage={(saved) => `Saved "${saved.question}".`} saveFailed="Could not save the question.">
      {(field) => (
        <>
          <TextField {...field('question')} />
          <TextAreaField {...field('answer')} hint="Plain text; each line becomes a paragraph." />
        </>
      )}
    </ContentItemForm>
  );
}
