import { useState, type ChangeEvent } from 'react';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { toast } from '@academy/shared/feedback/toast';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { errorMessage } from '@academy/shared/api/error-message';
import { portraitUrl } from '@academy/shared/api/public-content';
import { appConfig } from '@academy/shared/config/app-config';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import type { FacultyMemberInput } from '@academy/contract/schemas/content';
import type { FacultyMember } from '@academy/shared/domain/types';
import Field from '@academy/shared/ui/forms/Field';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import '@academy/shared/styles/forms.css';
import ContentItemForm, { IN_ORIGINAL_LANGUAGE, type ContentFields } from '../../components/ContentItemForm';
import ContentVersions, { VERSION_CALLS } from '../../components/ContentVersions';
import type { FacultyMemberVersion } from '@academy/contract/schemas/content-versions';
import OrderedContentList, { useOrderedContent } from './OrderedContentList';
import { useT } from './i18n';
import './admin.css';

const EMPTY_INPUT: FacultyMemberInput = { name: '', title: '', biography: '' };
/** A saved member or portrait: the list is loaded again (a new member comes last). */
const CHANGED = { invalidates: ['listFaculty' as const] };
/** The API's limits (docs/requirements.md §12). */
const FIELDS: ContentFields<FacultyMemberInput> = {
  name: { label: 'courseForm.name', maxLength: TEXT_LIMITS.facultyName },
  title: { label: 'announcements.title', maxLength: TEXT_LIMITS.facultyTitle },
  biography: { label: 'faculty.biography', maxLength: TEXT_LIMITS.biography },
};
/** What a version in another language gives: the title and the biography (a name stays as it is). */
const VERSION_FIELDS: ContentFields<FacultyMemberVersion> = { title: FIELDS.title, biography: FIELDS.biography };

/** /portal/admin/faculty: the members of the public faculty page: add, edit, move and delete them, upload portraits. */
export default function FacultyScreen() {
  const t = useT();
  const localPath = useLocalPath();
  const loadFailed = t('faculty.loadFailed');
  const members = useEndpoint('listFaculty', {}, { failureToast: loadFailed });
  const creation = useEndpointMutation('createFacultyMember', CHANGED);
  const update = useEndpointMutation('updateFacultyMember', CHANGED);
  const faculty = useOrderedContent(
    members,
    { list: 'listFaculty', reorder: 'reorderFaculty', remove: 'deleteFacultyMember' },
    {
      loadFailed,
      moveFailed: t('faculty.moveFailed'),
      deleteFailed: t('faculty.deleteFailed'),
      deleted: (member) => t('faculty.deleted', { name: member.name }),
    },
  );

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-faculty-title">
      <h1 id="fd-admin-faculty-title">{t('portal.screen.adminFaculty')}</h1>
      <p>{t('faculty.intro')}</p>
      <MemberForm title={t('faculty.new')} submitText={t('faculty.add')} initial={EMPTY_INPUT} save={(body) => creation.mutateAsync({ body })} clearOnSave />
      <OrderedContentList
        content={faculty}
        loadingLabel={t('faculty.loading')}
        emptyTitle={t('faculty.none')}
        itemClassName="card fd-admin__member"
        label={(member) => member.name}
        confirmDelete={(member) => ({ title: t('faculty.deleteQuestion', { name: member.name }), message: t('faculty.deleteMessage') })}
        renderItem={(member, actions, editing) => (
          <>
            <MemberPortrait member={member} />
            <div>
              <h2>{member.name}</h2>
              <p {...IN_ORIGINAL_LANGUAGE}>{member.title}</p>
              <p>
                <a href={localPath(`/faculty/${member.slug}`)}>{t('faculty.publicPage', { name: member.name })}</a>
              </p>
              {actions}
              {editing && (
                <>
                  <MemberForm
                    title={t('cohorts.edit', { name: member.name })}
                    submitText={t('notes.save')}
                    initial={member}
                    save={(body) => update.mutateAsync({ params: { id: member.id }, body })}
                    onSaved={faculty.closeEdit}
                  />
                  <PortraitUpload member={member} />
                  <ContentVersions calls={VERSION_CALLS.faculty} id={member.id} name={member.name} fields={VERSION_FIELDS}>
                    {(field) => (
                      <>
                        <TextField {...field('title')} hint={t('faculty.titleHint')} />
                        <TextAreaField {...field('biography')} hint={t('content.plainText')} />
                      </>
                    )}
                  </ContentVersions>
                </>
              )}
            </div>
          </>
        )}
      />
    </section>
  );
}

function MemberPortrait({ member }: { member: FacultyMember }) {
  const t = useT();
  const src = portraitUrl(appConfig().apiBaseUrl, member);
  if (!src) return <span className="fd-admin__portrait fd-admin__portrait--none">{t('faculty.noPortrait')}</span>;
  return <img className="fd-admin__portrait" src={src} alt={t('faculty.portraitOf', { name: member.name })} width={96} height={96} loading="lazy" />;
}

interface MemberFormProps {
  title: string;
  submitText: string;
  initial: FacultyMemberInput;
  save: (input: FacultyMemberInput) => Promise<FacultyMember>;
  onSaved?: () => void;
  clearOnSave?: boolean;
}

function MemberForm(props: MemberFormProps) {
  const t = useT();
  return (
    <ContentItemForm {...props} fields={FIELDS} savedMessage={(saved) => t('faculty.saved', { name: saved.name })} saveFailed={t('faculty.saveFailed')}>
      {(field) => (
        <>
          <TextField {...field('name')} />
          <TextField {...field('title')} hint={t('faculty.titleHint')} />
          <TextAreaField {...field('biography')} hint={t('content.plainText')} />
        </>
      )}
    </ContentItemForm>
  );
}

/** Sends the chosen image at once; the API checks it and says why it refuses one. */
function PortraitUpload({ member }: { member: FacultyMember }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const upload = useEndpointMutation('uploadPortrait', CHANGED);
  const busy = upload.isPending;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file || busy) return;
    setError(null);
    try {
      await upload.mutateAsync({ params: { id: member.id }, body: file });
      toast.success(t('faculty.portraitSaved', { name: member.name }));
    } catch (failure) {
      setError(errorMessage(failure, t('faculty.portraitFailed')));
    } finally {
      event.target.value = '';
    }
  }

  return (
    <div className="fd-admin__form fd-admin__form--stacked">
      <Field label={t('faculty.portraitOf', { name: member.name })} error={error} hint={t('faculty.portraitHint')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-disabled={busy || undefined}
            onChange={(event) => void onChange(event)}
          />
        )}
      </Field>
      {busy && <p role="status">{t('faculty.uploading')}</p>}
    </div>
  );
}
