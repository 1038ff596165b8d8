import { useState, type FormEvent } from 'react';
import { useEndpoint } from '@academy/shared/api/queries';
import type { AuditQuery } from '@academy/contract/schemas/admin';
import SelectField from '@academy/shared/ui/forms/SelectField';
import TextField from '@academy/shared/ui/forms/TextField';
import QueryState from '@academy/shared/ui/states/QueryState';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import '@academy/shared/styles/forms.css';
import './admin.css';
import { applyFilter } from './apply-filter';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, auditSentence } from './audit-sentences';

const LOAD_FAILED = 'Failed to load the audit log.';
const show = (values: unknown) => (values === null || values === undefined ? 'nothing' : JSON.stringify(values, null, 1));

/** What the screen filters by. */
type AuditFilter = Pick<AuditQuery, 'subject_type' | 'action' | 'from' | 'to'>;

/**
 * /portal/admin/audit: who changed what and when, newest first, as sentences, filtered by record
 * kind, action and dates; the raw values behind each entry's Details.
 */
export default function AuditScreen() {
  const [filter, setFilter] = useState<AuditFilter>({ subject_type: '', action: '', from: '', to: '' });
  const [query, setQuery] = useState<AuditFilter>({});
  const entries = useEndpoint('listAuditLog', { query }, { failureToast: LOAD_FAILED });
  const field = (name: keyof AuditFilter) => ({
    name,
    value: filter[name] ?? '',
    onChange: (event: { target: { value: string } }) => setFilter({ ...filter, [name]: event.target.value }),
  });

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyFilter(Object.fromEntries(Object.entries(filter).filter(([, value]) => value)), query, setQuery, entries.refetch);
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-audit-title">
      <h1 id="fd-admin-audit-title">Audit log</h1>
      <form className="fd-admin__filter" aria-label="Filter the audit log" onSubmit={onFilter}>
        <SelectField label="Records" placeholder="All records" options={AUDIT_RECORD_TYPES} {...field('subject_type')} />
        <SelectField label="Action" placeholder="All actions" options={AUDIT_ACTIONS} {...field('action')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <button type="submit" className="btn">
          Filter
        </button>
      </form>
      <QueryState
        query={entries}
        loading={{ label: 'Loading the audit log...', shape: 'table' }}
        failed={LOAD_FAILED}
        empty={{ when: (list) => list.length === 0, title: 'Nothing recorded.', hint: 'Change the filter to see other entries.' }}
      >
        {(list) => (
          <ol className="fd-admin__audit" aria-label="Audit log entries">
            {list.map((entry) => (
              <li key={entry.id} className="card">
                <p className="fd-admin__audit-when">
                  <ReaderTime at={entry.at} />
                </p>
                <p>{auditSentence(entry)}</p>
                <details>
                  <summary>
                    Details<span className="visually-hidden"> of this entry</span>
                  </summary>
                  <dl className="fd-admin__values">
                    <dt>Action</dt>
                    <dd>{entry.action}</dd>
                    <dt>Record</dt>
                    <dd>
                      {entry.subject_type} {entry.subject_id}
                    </dd>
                    <dt>Before</dt>
                    <dd>{show(entry.old_values)}</dd>
                    <dt>After</dt>
                    <dd>{show(entry.new_values)}</dd>
                  </dl>
                </details>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
