import { useState, type FormEvent } from 'react';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { toast } from '@academy/shared/feedback/toast';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { StandingNote } from '@academy/contract/schemas/announcements';
import { errorMessage } from '@academy/shared/api/error-message';
import TextField from '@academy/shared/ui/forms/TextField';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useT } from './i18n';
import ContentVersions, { VERSION_CALLS, VersionsToggle } from '../../components/ContentVersions';
import { IN_ORIGINAL_LANGUAGE, type ContentFields } from '../../components/ContentItemForm';
import type { StandingNoteVersion } from '@academy/contract/schemas/content-versions';
import './admin.css';

/** Administrators: the standing notes under "Announcements" on every student's dashboard, edited or retired. */
export default function StandingNotesSection() {
  const t = useT();
  const loadFailed = t('notes.loadFailed');
  const notes = useEndpoint('listStandingNotes', {}, { failureToast: loadFailed });
  return (
    <section aria-labelledby="fd-standing-notes-title" className="fd-standing-notes">
      <h2 id="fd-standing-notes-title">{t('notes.title')}</h2>
      <QueryState
        query={notes}
        loading={{ label: t('notes.loading'), shape: 'list' }}
        failed={loadFailed}
        empty={{ title: t('notes.none'), hint: t('notes.noneHint'), when: (list) => list.length === 0 }}
      >
        {(list) => list.map((note, i) => <NoteItem key={note.id} note={note} number={i + 1} />)}
      </QueryState>
    </section>
  );
}

/** A note's version in another language: its text. */
const VERSION_FIELDS: ContentFields<StandingNoteVersion> = { text: { label: 'versions.noteText', maxLength: TEXT_LIMITS.standingNote } };

/** A note's form, and its versions in other languages under it. */
function NoteItem({ note, number }: { note: StandingNote; number: number }) {
  const t = useT();
  return (
    <div className="fd-standing-notes__item">
      <NoteForm note={note} number={number} />
      <VersionsToggle label={t('notes.hidden', { number })}>
        <ContentVersions calls={VERSION_CALLS.notes} id={note.id} name={note.text} fields={VERSION_FIELDS}>
          {(field) => <TextField {...field('text')} />}
        </ContentVersions>
      </VersionsToggle>
    </div>
  );
}

function NoteForm({ note, number }: { note: StandingNote; number: number }) {
  const t = useT();
  const [text, setText] = useState(note.text);
  useLeaveGuard(text !== note.text);
  const update = useEndpointMutation('updateStandingNote', { invalidates: ['listStandingNotes'] });
  const retire = useEndpointMutation('retireStandingNote', { invalidates: ['listStandingNotes'] });
  const busy = update.isPending;

  async function act(work: () => Promise<void>, failure: string) {
    try {
      await work();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act(async () => {
      const saved = await update.mutateAsync({ params: { id: note.id }, body: { text: text.trim() } });
      setText(saved.text);
      toast.success(t('notes.saved'));
    }, t('notes.saveFailed'));
  }

  return (
    <form className="fd-standing-notes__note" onSubmit={save} noValidate>
      <TextField
        label={t('notes.label', { number })}
        name={`note-${note.id}`}
        value={text}
        maxLength={TEXT_LIMITS.standingNote}
        onChange={(event) => setText(event.target.value)}
        {...IN_ORIGINAL_LANGUAGE}
      />
      <button type="submit" className="btn" disabled={busy || !text.trim()}>
        {t('notes.save')}
        <span className="visually-hidden"> {t('notes.hidden', { number })}</span>
      </button>
      <DeleteWithConfirm
        label={t('notes.retire')}
        hiddenContext={` ${t('notes.hidden', { number })}`}
        question={t('notes.retireQuestion', { number })}
        message={t('notes.retireMessage')}
        confirmLabel={t('notes.retire')}
        busyText={t('notes.retiring')}
        successText={t('notes.retired')}
        failureText={(error) => errorMessage(error, t('notes.retireFailed'))}
        remove={() => retire.mutateAsync({ params: { id: note.id } })}
      />
    </form>
  );
}
