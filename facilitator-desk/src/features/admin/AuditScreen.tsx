import { useId, useRef, useState, type FormEvent } from 'react';
import { endsBeforeStart } from '@academy/contract/rules/date-range';
import { ADMIN_PAGE } from '@academy/contract/rules/limits';
import { useEndpoint } from '@academy/shared/api/queries';
import type { AuditQuery } from '@academy/contract/schemas/admin';
import SelectField from '@academy/shared/ui/forms/SelectField';
import TextField from '@academy/shared/ui/forms/TextField';
import QueryState from '@academy/shared/ui/states/QueryState';
import ReaderTime from '@academy/shared/ui/ReaderTime';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import '@academy/shared/styles/forms.css';
import Pager, { useOffsetPages } from '../../components/Pager';
import './admin.css';
import { applyFilter } from './apply-filter';
import FilterOutcome from './FilterOutcome';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, auditSentence } from './audit-sentences';
import { useT } from './i18n';

/** What the screen filters by. */
type AuditFilter = Pick<AuditQuery, 'subject_type' | 'action' | 'from' | 'to'>;

/**
 * /portal/admin/audit: who changed what and when, newest first, as sentences, filtered by record
 * kind, action and dates, a page at a time; the raw values behind each entry's Details.
 */
export default function AuditScreen() {
  const t = useT();
  const loadFailed = t('audit.loadFailed');
  const show = (values: unknown) => (values === null || values === undefined ? t('audit.nothing') : JSON.stringify(values, null, 1));
  const [filter, setFilter] = useState<AuditFilter>({ subject_type: '', action: '', from: '', to: '' });
  const [query, setQuery] = useState<AuditQuery>({});
  const zone = useReaderTimeZone();
  const daysHintId = useId();
  const [backwards, setBackwards] = useState(false);
  const toField = useRef<HTMLInputElement>(null);
  const pages = useOffsetPages(ADMIN_PAGE);
  const entries = useEndpoint('listAuditLog', { query: { ...query, ...pages.page } }, { failureToast: loadFailed, keepPage: true });
  const [filterings, setFilterings] = useState(0);
  const found = entries.data?.length ?? 0;
  const field = (name: keyof AuditFilter) => ({
    name,
    value: filter[name] ?? '',
    onChange: (event: { target: { value: string } }) => setFilter({ ...filter, [name]: event.target.value }),
  });

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = endsBeforeStart(filter.from, filter.to);
    setBackwards(refused);
    if (refused) {
      toField.current?.focus();
      return;
    }
    const chosen: AuditQuery = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
    // the days are the reader's, as every time on the screen is
    pages.restart();
    setFilterings((count) => count + 1);
    applyFilter(chosen.from || chosen.to ? { ...chosen, time_zone: zone } : chosen, query, setQuery, entries.refetch);
  }

  return (
    <section className="fd-admin" aria-labelledby="fd-admin-audit-title">
      <h1 id="fd-admin-audit-title">{t('portal.screen.adminAudit')}</h1>
      <form className="fd-admin__filter" aria-label={t('audit.filterLabel')} onSubmit={onFilter}>
        <SelectField
          label={t('audit.records')}
          placeholder={t('audit.allRecords')}
          options={AUDIT_RECORD_TYPES.map((option) => ({ ...option, label: t(option.label) }))}
          {...field('subject_type')}
        />
        <SelectField
          label={t('audit.action')}
          placeholder={t('audit.allActions')}
          options={AUDIT_ACTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          {...field('action')}
        />
        <TextField label={t('audit.from')} type="date" aria-describedby={daysHintId} {...field('from')} />
        <TextField
          ref={toField}
          label={t('audit.to')}
          type="date"
          aria-describedby={daysHintId}
          error={backwards ? t('audit.toBeforeFrom') : null}
          {...field('to')}
        />
        <button type="submit" className="btn">
          {t('audit.filter')}
        </button>
        <p className="field-hint fd-admin__filter-hint" id={daysHintId}>
          {t('audit.daysIn', { zone })}
        </p>
      </form>
      <FilterOutcome
        searches={filterings}
        loading={entries.isFetching}
        found={t(found === pages.size ? 'audit.foundFirst' : 'audit.found', { count: found })}
      />
      <QueryState
        query={entries}
        loading={{ label: t('audit.loading'), shape: 'table' }}
        failed={loadFailed}
        empty={{ when: (list) => list.length === 0 && pages.index === 0, title: t('audit.none'), hint: t('audit.noneHint') }}
      >
        {(list) => (
          <>
            <ol className="fd-admin__audit" aria-label={t('audit.entries')}>
              {list.map((entry) => (
                <li key={entry.id} className="card">
                  <p className="fd-admin__audit-when">
                    <ReaderTime at={entry.at} />
                  </p>
                  <p>{auditSentence(entry, t)}</p>
                  <details>
                    <summary>
                      {t('audit.details')}
                      <span className="visually-hidden"> {t('audit.ofEntry')}</span>
                    </summary>
                    <dl className="fd-admin__values">
                      <dt>{t('audit.action')}</dt>
                      <dd dir="ltr">{entry.action}</dd>
                      <dt>{t('audit.record')}</dt>
                      <dd dir="ltr">
                        {entry.subject_type} {entry.subject_id}
                      </dd>
                      <dt>{t('audit.before')}</dt>
                      <dd dir="ltr">{show(entry.old_values)}</dd>
                      <dt>{t('audit.after')}</dt>
                      <dd dir="ltr">{show(entry.new_values)}</dd>
                    </dl>
                  </details>
                </li>
              ))}
            </ol>
            <Pager
              pages={pages}
              shown={list.length}
              busy={entries.isPlaceholderData}
              words={{
                label: t('audit.pages'),
                previous: t('audit.newer'),
                next: t('audit.older'),
                shown: (from, to) => t('audit.shown', { from, to }),
                none: t('audit.noOlder'),
              }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
