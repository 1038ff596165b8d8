import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { listStandingNotes, retireStandingNote, updateStandingNote, type StandingNote } from '@academy/shared/api/announcements';
import { errorMessage } from '@academy/shared/api/error-message';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import TextField from '@academy/shared/ui/forms/TextField';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import './announcements.css';

const LOAD_FAILED = "Failed to load the dashboard's standing notes.";

/** Administrators: the standing notes under "Announcements" on every student's dashboard, edited or retired. */
export default function StandingNotesSection() {
  const { state, reload } = useAsyncData(listStandingNotes, LOAD_FAILED, []);
  return (
    <section aria-labelledby="fd-standing-notes-title" className="fd-standing-notes">
      <h2 id="fd-standing-notes-title">Notes on every student&apos;s dashboard</h2>
      {state.status === 'loading' && <LoadingPlaceholder label="Loading the notes..." shape="list" />}
      {state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title="No standing notes." hint="Every note has been retired." />}
      {state.status === 'ready' && state.data.map((note, i) => <NoteForm key={note.id} note={note} number={i + 1} onRetired={reload} />)}
    </section>
  );
}

function NoteForm({ note, number, onRetired }: { note: StandingNote; number: number; onRetired: () => void }) {
  const [text, setText] = useState(note.text);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act(async () => {
      const saved = await updateStandingNote(note.id, text.trim());
      setText(saved.text);
      toast.success('Note saved.');
    }, 'Could not save the note.');
  }

  return (
    <form className="fd-standing-notes__note" onSubmit={save} noValidate>
      <TextField label={`Note ${number}`} name={`note-${note.id}`} value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="btn" disabled={busy || !text.trim()}>
        Save<span className="visually-hidden"> note {number}</span>
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={busy}
        onClick={() =>
          void act(async () => {
            await retireStandingNote(note.id);
            toast.success('Note retired.');
            onRetired();
          }, 'Could not retire the note.')
        }
      >
        Retire<span className="visually-hidden"> note {number}</span>
      </button>
    </form>
  );
}
