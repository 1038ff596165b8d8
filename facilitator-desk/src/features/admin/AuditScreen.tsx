import { useState, type FormEvent } from 'react';
import { listAudit, type AuditQuery } from '@academy/shared/api/admin';
import { formatDateTime } from '@academy/shared/format/dates';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import SelectField from '@academy/shared/ui/forms/SelectField';
import TextField from '@academy/shared/ui/forms/TextField';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import EmptyState from '@academy/shared/ui/states/EmptyState';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import '@academy/shared/styles/forms.css';
import './admin.css';
import ScrollTable from './ScrollTable';

const LOAD_FAILED = 'Failed to load the audit log.';
const SUBJECTS = [
  { value: 'user', label: 'Accounts' },
  { value: 'cohort', label: 'Cohorts' },
  { value: 'faq_item', label: 'FAQ' },
  { value: 'faculty_member', label: 'Faculty' },
];

const show = (values: unknown) => (values === null || values === undefined ? '-' : JSON.stringify(values));

/** /portal/admin/audit: who changed what and when, newest first, filtered by record kind, action and dates. */
export default function AuditScreen() {
  const [filter, setFilter] = useState<AuditQuery>({ subject_type: '', action: '', from: '', to: '' });
  const [query, setQuery] = useState<AuditQuery>({});
  const entries = useAsyncData(() => listAudit(query), LOAD_FAILED, [query]);
  const field = (name: keyof AuditQuery) => ({
    name,
    value: filter[name] ?? '',
    onChange: (event: { target: { value: string } }) => setFilter({ ...filter, [name]: event.target.value }),
  });

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(Object.fromEntries(Object.entries(filter).filter(([, value]) => value)));
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-audit-title">
      <h1 id="fd-admin-audit-title">Audit log</h1>
      <form className="fd-admin__filter" aria-label="Filter the audit log" onSubmit={onFilter}>
        <SelectField label="Records" placeholder="All records" options={SUBJECTS} {...field('subject_type')} />
        <TextField label="Action" hint="e.g. user.deactivate" {...field('action')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <button type="submit" className="btn">
          Filter
        </button>
      </form>
      {entries.state.status === 'loading' && <LoadingPlaceholder label="Loading the audit log..." shape="table" />}
      {entries.state.status === 'failed' && <LoadFailed message={LOAD_FAILED} onRetry={entries.reload} />}
      {entries.state.status === 'ready' && entries.state.data.length === 0 && (
        <EmptyState title="Nothing recorded." hint="Change the filter to see other entries." />
      )}
      {entries.state.status === 'ready' && entries.state.data.length > 0 && (
        <ScrollTable label="Audit log">
          <table className="table fd-admin__table">
            <caption className="visually-hidden">Audit log entries</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.state.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.actor_name ?? '-'}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.subject_type} {entry.subject_id}
                  </td>
                  <td className="fd-admin__values">{show(entry.old_values)}</td>
                  <td className="fd-admin__values">{show(entry.new_values)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
