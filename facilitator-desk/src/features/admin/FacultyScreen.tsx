import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  createFacultyMember,
  deleteFacultyMember,
  listFaculty,
  reorderFaculty,
  updateFacultyMember,
  uploadPortrait,
  type FacultyMemberInput,
} from '@academy/shared/api/admin';
import { errorMessage } from '@academy/shared/api/error-message';
import { portraitUrl } from '@academy/shared/api/public-content';
import { appConfig } from '@academy/shared/config/app-config';
import type { FacultyMember } from '@academy/shared/domain/types';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, firstError, maxLengthError, requiredError } from '@academy/shared/forms/validation';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import Field from '@academy/shared/ui/forms/Field';
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

const LOAD_FAILED = 'Failed to load the faculty.';
const EMPTY_INPUT: FacultyMemberInput = { name: '', title: '', biography: '' };
/** The API's limits (docs/requirements.md §12). */
const MAX_LENGTH = { name: 200, title: 200, biography: 10_000 } as const;
const FIELD_ORDER = ['name', 'title', 'biography'] as const;
const LABELS = { name: 'Name', title: 'Title', biography: 'Biography' } as const;

function memberErrors(values: FacultyMemberInput) {
  const check = (field: keyof FacultyMemberInput) =>
    firstError(requiredError(values[field], LABELS[field]), maxLengthError(values[field], LABELS[field], MAX_LENGTH[field]));
  return compactErrors({ name: check('name'), title: check('title'), biography: check('biography') });
}

/** /portal/admin/faculty: the members of the public faculty page: add, edit, move and delete them, upload portraits. */
export default function FacultyScreen() {
  const faculty = useAsyncData(listFaculty, LOAD_FAILED, []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<FacultyMember | null>(null);
  const replace = (member: FacultyMember) =>
    faculty.update((list) => (list.some((m) => m.id === member.id) ? list.map((m) => (m.id === member.id ? member : m)) : [...list, member]));

  async function move(ids: number[]) {
    try {
      const reordered = await reorderFaculty(ids);
      faculty.update(() => reordered);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not move the faculty member.'));
    }
  }

  const remove = useSingleSubmit(async () => {
    if (!deleting) return;
    try {
      await deleteFacultyMember(deleting.id);
      faculty.update((list) => list.filter((m) => m.id !== deleting.id));
      toast.success(`${deleting.name} was deleted.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete the faculty member.'));
    }
    setDeleting(null);
  });

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-faculty-title">
      <h1 id="fd-admin-faculty-title">Faculty</h1>
      <p>The members of the public faculty page, in the order it shows them. A change shows there within seconds.</p>
      <MemberForm title="New faculty member" submitText="Add member" initial={EMPTY_INPUT} save={createFacultyMember} onSaved={replace} />
      {faculty.state.status === 'loading' && <LoadingPlaceholder label="Loading the faculty..." shape="list" />}
      {faculty.state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={faculty.reload} />}
      {faculty.state.status === 'ready' && faculty.state.data.length === 0 && <EmptyState title="No faculty members yet." hint="Add the first one above." />}
      {faculty.state.status === 'ready' && faculty.state.data.length > 0 && (
        <ol className="fd-admin__cohorts">
          {faculty.state.data.map((member, index, members) => (
            <li key={member.id} className="card fd-admin__member">
              <MemberPortrait member={member} />
              <div>
                <h2>{member.name}</h2>
                <p>
                  {member.title} - /faculty/{member.slug}
                </p>
                <ContentItemActions
                  label={member.name}
                  index={index}
                  count={members.length}
                  editing={editing === member.id}
                  onEdit={() => setEditing(editing === member.id ? null : member.id)}
                  onMove={(by) => void move(movedIds(members, index, by))}
                  onDelete={() => setDeleting(member)}
                />
                {editing === member.id && (
                  <>
                    <MemberForm
                      title={`Edit ${member.name}`}
                      submitText="Save"
                      initial={member}
                      save={(input) => updateFacultyMember(member.id, input)}
                      onSaved={(saved) => {
                        replace(saved);
                        setEditing(null);
                      }}
                    />
                    <PortraitUpload member={member} onSaved={replace} />
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message="Their page, biography and portrait leave the public site."
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
  onSaved: (member: FacultyMember) => void;
}

function MemberForm({ title, submitText, initial, save, onSaved }: MemberFormProps) {
  const fields = useFormFields<FacultyMemberInput>({ name: initial.name, title: initial.title, biography: initial.biography }, memberErrors, FIELD_ORDER);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const { name, title: memberTitle, biography } = fields.values;
      const saved = await save({ name: name.trim(), title: memberTitle.trim(), biography: biography.trim() });
      onSaved(saved);
      toast.success(`Saved ${saved.name}.`);
    } catch (error) {
      setFormError(errorMessage(error, 'Could not save the faculty member.'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.checkFields()) void run();
  }

  return (
    <form ref={fields.formRef} className="fd-admin__form fd-admin__form--stacked" aria-label={title} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <TextField {...fields.fieldProps('name', LABELS.name)} maxLength={MAX_LENGTH.name} />
      <TextField {...fields.fieldProps('title', LABELS.title)} hint="e.g. Senior Faculty Member" maxLength={MAX_LENGTH.title} />
      <TextAreaField {...fields.fieldProps('biography', LABELS.biography)} hint="Plain text; each line becomes a paragraph." maxLength={MAX_LENGTH.biography} />
      <SubmitButton busy={busy} busyText="Saving...">
        {submitText}
      </SubmitButton>
    </form>
  );
}

/** Sends the chosen image at once; the API checks it and says why it refuses one. */
function PortraitUpload({ member, onSaved }: { member: FacultyMember; onSaved: (member: FacultyMember) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      onSaved(await uploadPortrait(member.id, file));
      toast.success(`Saved the portrait of ${member.name}.`);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not upload the portrait.'));
    } finally {
      setBusy(false);
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
