import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ANNOUNCEMENT_PAGE } from '@academy/contract/rules/announcements';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { useCohorts } from '../../hooks/use-cohorts';
import AnnouncementList from '@academy/shared/ui/announcements/AnnouncementList';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import CohortSelect from '../../components/CohortSelect';
import './announcements.css';

const LOAD_FAILED = 'Failed to load the announcements.';
const EMPTY = { title: '', body: '', pinned: false, endsOn: '' };

/**
 * Announcements of a cohort (a facilitator's own cohorts, an administrator's any): post one (plain
 * text; links become clickable), pin it, give it an end date, withdraw it. A page of them at a time.
 */
export default function AnnouncementsScreen() {
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useEndpoint(
    'listAnnouncements',
    { query: { cla_cohort_id: Number(cohortId), ...(offset > 0 ? { offset } : {}) } },
    { enabled: Boolean(cohortId), failureToast: LOAD_FAILED },
  );
  const post = useEndpointMutation('postAnnouncement', { invalidates: ['listAnnouncements'] });
  const withdrawal = useEndpointMutation('deleteAnnouncement', { invalidates: ['listAnnouncements'] });
  const [form, setForm] = useState(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);

  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    try {
      const announcement = {
        cla_cohort_id: Number(cohortId),
        title: form.title.trim(),
        body: form.body.trim(),
        pinned: form.pinned,
        ends_on: form.endsOn || null,
      };
      const posted = await post.mutateAsync({ body: announcement });
      toast.success(`Posted "${posted.title}".`);
      setForm(EMPTY);
    } catch (error) {
      setFormError(errorMessage(error, 'Could not post the announcement.'));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!cohortId || !form.title.trim() || !form.body.trim()) setFormError('Choose a cohort and give a title and a text.');
    else void run();
  }

  async function withdraw(id: number) {
    try {
      await withdrawal.mutateAsync({ params: { id } });
      toast.success('The announcement was withdrawn.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not withdraw the announcement.'));
    }
  }

  return (
    <section className="fd-announcements" aria-labelledby="fd-announcements-title">
      <h1 id="fd-announcements-title">Announcements</h1>
      <CohortSelect
        cohorts={cohorts}
        value={cohortId}
        onChange={(id) => {
          setCohortId(id);
          setOffset(0);
        }}
      />
      <form className="fd-announcements__form" aria-label="New announcement" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        <TextField label="Title" name="title" value={form.title} maxLength={200} onChange={(event) => setForm({ ...form, title: event.target.value })} />
        <TextAreaField
          label="Text"
          name="body"
          hint="Plain text; web addresses become links."
          value={form.body}
          maxLength={5000}
          onChange={(event) => setForm({ ...form, body: event.target.value })}
        />
        <CheckboxField
          label="Pin it above the others"
          name="pinned"
          checked={form.pinned}
          onChange={(event) => setForm({ ...form, pinned: event.target.checked })}
        />
        <TextField
          label="Show until"
          name="ends_on"
          type="date"
          hint="Optional: the last day it is shown."
          value={form.endsOn}
          onChange={(event) => setForm({ ...form, endsOn: event.target.value })}
        />
        <SubmitButton busy={busy} busyText="Posting...">
          Post announcement
        </SubmitButton>
      </form>
      {!cohortId && <p className="empty-state">Choose a cohort to see its announcements.</p>}
      {cohortId && (
        <QueryState
          query={list}
          loading={{ label: 'Loading the announcements...', shape: 'list' }}
          failed={LOAD_FAILED}
          empty={{ title: 'No announcements yet.', hint: 'Post the first one above.', when: (announcements) => announcements.length === 0 }}
        >
          {(announcements) => (
            <>
              <AnnouncementList
                announcements={announcements}
                actions={(a) => (
                  <button type="button" className="btn btn--secondary" onClick={() => void withdraw(a.id)}>
                    Withdraw<span className="visually-hidden"> {a.title}</span>
                  </button>
                )}
              />
              {(offset > 0 || announcements.length === ANNOUNCEMENT_PAGE) && (
                <nav className="fd-announcements__pages" aria-label="Announcement pages">
                  {offset > 0 && (
                    <button type="button" className="btn btn--secondary" onClick={() => setOffset(Math.max(0, offset - ANNOUNCEMENT_PAGE))}>
                      Newer announcements
                    </button>
                  )}
                  {announcements.length === ANNOUNCEMENT_PAGE && (
                    <button type="button" className="btn btn--secondary" onClick={() => setOffset(offset + ANNOUNCEMENT_PAGE)}>
                      Older announcements
                    </button>
                  )}
                </nav>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
