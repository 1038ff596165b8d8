import { useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { errorMessage } from '@academy/shared/api/error-message';
import { portraitUrl } from '@academy/shared/api/public-content';
import { appConfig } from '@academy/shared/config/app-config';
import type { FacultyMemberInput } from '@academy/contract/schemas/content';
import type { FacultyMember } from '@academy/shared/domain/types';
import Field from '@academy/shared/ui/forms/Field';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import '@academy/shared/styles/forms.css';
import ContentItemForm, { type ContentFields } from './ContentItemForm';
import OrderedContentList, { useOrderedContent } from './OrderedContentList';
import './admin.css';

const EMPTY_INPUT: FacultyMemberInput = { name: '', title: '', biography: '' };
const LOAD_FAILED = 'Failed to load the faculty.';
/** A saved member or portrait: the list is loaded again (a new member comes last). */
const CHANGED = { invalidates: ['listFaculty' as const] };
/** The API's limits (docs/requirements.md §12). */
const FIELDS: ContentFields<FacultyMemberInput> = {
  name: { label: 'Name', maxLength: 200 },
  title: { label: 'Title', maxLength: 200 },
  biography: { label: 'Biography', maxLength: 10_000 },
};

/** /portal/admin/faculty: the members of the public faculty page: add, edit, move and delete them, upload portraits. */
export default function FacultyScreen() {
  const members = useEndpoint('listFaculty', {}, { failureToast: LOAD_FAILED });
  const creation = useEndpointMutation('createFacultyMember', CHANGED);
  const update = useEndpointMutation('updateFacultyMember', CHANGED);
  const faculty = useOrderedContent(
    members,
    { list: 'listFaculty', reorder: 'reorderFaculty', remove: 'deleteFacultyMember' },
    {
      loadFailed: LOAD_FAILED,
      moveFailed: 'Could not move the faculty member.',
      deleteFailed: 'Could not delete the faculty member.',
      deleted: (member) => `${member.name} was deleted.`,
    },
  );

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-faculty-title">
      <h1 id="fd-admin-faculty-title">Faculty</h1>
      <p>The members of the public faculty page, in the order it shows them. A change shows there within seconds.</p>
      <MemberForm title="New faculty member" submitText="Add member" initial={EMPTY_INPUT} save={(body) => creation.mutateAsync({ body })} />
      <OrderedContentList
        content={faculty}
        loadingLabel="Loading the faculty..."
        emptyTitle="No faculty members yet."
        itemClassName="card fd-admin__member"
        label={(member) => member.name}
        confirmDelete={(member) => ({ title: `Delete ${member.name}?`, message: 'Their page, biography and portrait leave the public site.' })}
        renderItem={(member, actions, editing) => (
          <>
            <MemberPortrait member={member} />
            <div>
              <h2>{member.name}</h2>
              <p>
                {member.title} - /faculty/{member.slug}
              </p>
              {actions}
              {editing && (
                <>
                  <MemberForm
                    title={`Edit ${member.name}`}
                    submitText="Save"
                    initial={member}
                    save={(body) => update.mutateAsync({ params: { id: member.id }, body })}
                    onSaved={faculty.closeEdit}
                  />
                  <PortraitUpload member={member} />
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
  const src = portraitUrl(appConfig().apiBaseUrl, member);
  if (!src) return <span className="fd-admin__portrait fd-admin__portrait--none">No portrait</span>;
  return <img className="fd-admin__portrait" src={src} alt={`Portrait of ${member.name}`} width={96} height={96} />;
}

interface MemberFormProps {
  title: string;
  submitText: string;
  initial: FacultyMemberInput;
  save: (input: FacultyMemberInput) => Promise<FacultyMember>;
  onSaved?: () => void;
}

function MemberForm(props: MemberFormProps) {
  return (
    <ContentItemForm {...props} fields={FIELDS} savedMessage={(saved) => `Saved ${saved.name}.`} saveFailed="Could not save the faculty member.">
      {(field) => (
        <>
          <TextField {...field('name')} />
          <TextField {...field('title')} hint="e.g. Senior Faculty Member" />
          <TextAreaField {...field('biography')} hint="Plain text; each line becomes a paragraph." />
        </>
      )}
    </ContentItemForm>
  );
}

/** Sends the chosen image at once; the API checks it and says why it refuses one. */
function PortraitUpload({ member }: { member: FacultyMember }) {
  const [error, setError] = useState<string | null>(null);
  const upload = useEndpointMutation('uploadPortrait', CHANGED);
  const busy = upload.isPending;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ params: { id: member.id }, body: file });
      toast.success(`Saved the portrait of ${member.name}.`);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not upload the portrait.'));
    } finally {
      event.target.value = '';
    }
  }

  return (
    <div className="fd-admin__form fd-admin__form--stacked">
      <Field label={`Portrait of ${member.name}`} error={error} hint="A JPEG, PNG or WebP image of at most 2 MB; it is cropped to a square.">
        {(control) => <input {...control} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={(event) => void onChange(event)} />}
      </Field>
      {busy && <p role="status">Uploading...</p>}
    </div>
  );
}
