import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import type { FaqItemInput } from '@academy/contract/schemas/content';
import type { FaqItem } from '@academy/shared/domain/types';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import '@academy/shared/styles/forms.css';
import ContentItemForm, { IN_ORIGINAL_LANGUAGE, type ContentFields, type FieldOf } from '../../components/ContentItemForm';
import ContentVersions, { VERSION_CALLS } from '../../components/ContentVersions';
import OrderedContentList, { useOrderedContent } from './OrderedContentList';
import { useT } from './i18n';
import './admin.css';

const EMPTY_INPUT: FaqItemInput = { question: '', answer: '' };
/** A saved question: the list is loaded again (a new one comes last). */
const CHANGED = { invalidates: ['listFaq' as const] };
/** The API's limits (docs/requirements.md §12). */
const FIELDS: ContentFields<FaqItemInput> = {
  question: { label: 'faq.question', maxLength: TEXT_LIMITS.faqQuestion },
  answer: { label: 'faq.answer', maxLength: TEXT_LIMITS.faqAnswer },
};

/** /portal/admin/faq: the questions of the public /faq page: add, edit, move and delete them. */
export default function FaqScreen() {
  const t = useT();
  const loadFailed = t('faq.loadFailed');
  const questions = useEndpoint('listFaq', {}, { failureToast: loadFailed });
  const creation = useEndpointMutation('createFaqItem', CHANGED);
  const update = useEndpointMutation('updateFaqItem', CHANGED);
  const faq = useOrderedContent(
    questions,
    { list: 'listFaq', reorder: 'reorderFaq', remove: 'deleteFaqItem' },
    {
      loadFailed,
      moveFailed: t('faq.moveFailed'),
      deleteFailed: t('faq.deleteFailed'),
      deleted: () => t('faq.deleted'),
    },
  );

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-faq-title">
      <h1 id="fd-admin-faq-title">{t('portal.screen.adminFaq')}</h1>
      <p>{t('faq.intro')}</p>
      <FaqForm title={t('faq.new')} submitText={t('faq.add')} initial={EMPTY_INPUT} save={(body) => creation.mutateAsync({ body })} clearOnSave />
      <OrderedContentList
        content={faq}
        loadingLabel={t('faq.loading')}
        emptyTitle={t('faq.none')}
        itemClassName="card"
        label={(item) => item.question}
        confirmDelete={(item) => ({ title: t('faq.deleteQuestion', { question: item.question }), message: t('faq.deleteMessage') })}
        renderItem={(item, actions, editing) => (
          <>
            <h2 {...IN_ORIGINAL_LANGUAGE}>{item.question}</h2>
            <p className="fd-admin__answer" {...IN_ORIGINAL_LANGUAGE}>
              {item.answer}
            </p>
            {actions}
            {editing && (
              <FaqForm
                title={t('cohorts.edit', { name: item.question })}
                submitText={t('notes.save')}
                initial={item}
                save={(body) => update.mutateAsync({ params: { id: item.id }, body })}
                onSaved={faq.closeEdit}
              />
            )}
            {editing && (
              <ContentVersions calls={VERSION_CALLS.faq} id={item.id} name={item.question} fields={FIELDS}>
                {(field) => <FaqFields field={field} />}
              </ContentVersions>
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
  clearOnSave?: boolean;
}

function FaqForm(props: FaqFormProps) {
  const t = useT();
  return (
    <ContentItemForm {...props} fields={FIELDS} savedMessage={(saved) => t('faq.saved', { question: saved.question })} saveFailed={t('faq.saveFailed')}>
      {(field) => <FaqFields field={field} />}
    </ContentItemForm>
  );
}

/** A question's fields, in the original's form and in a version's. */
function FaqFields({ field }: { field: FieldOf<FaqItemInput> }) {
  const t = useT();
  return (
    <>
      <TextField {...field('question')} />
      <TextAreaField {...field('answer')} hint={t('content.plainText')} />
    </>
  );
}
