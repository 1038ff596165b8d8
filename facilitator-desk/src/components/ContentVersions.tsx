import { useId, useState, type ReactNode } from 'react';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { errorMessage } from '@academy/shared/api/error-message';
import { languageNameIn, LOCALES, writtenIn } from '@academy/contract/rules/locales';
import { useLocale } from '@academy/shared/i18n/messages';
import { UnsavedPart, useUnsavedPart } from '@academy/shared/forms/leave-guard';
import { VERSION_LOCALES } from '@academy/contract/rules/content-languages';
import QueryState from '@academy/shared/ui/states/QueryState';
import ContentItemForm, { type ContentFields, type FieldOf } from './ContentItemForm';
import DeleteWithConfirm from './DeleteWithConfirm';
import { useT } from '../i18n';
import './content-versions.css';

type VersionLocale = (typeof VERSION_LOCALES)[number];
type Values = Record<string, string>;

/** The three calls of a kind's versions (contract/src/schemas/content-versions.ts). */
export const VERSION_CALLS = {
  faq: { list: 'listFaqItemVersions', save: 'saveFaqItemVersion', remove: 'deleteFaqItemVersion' },
  faculty: { list: 'listFacultyMemberVersions', save: 'saveFacultyMemberVersion', remove: 'deleteFacultyMemberVersion' },
  notes: { list: 'listStandingNoteVersions', save: 'saveStandingNoteVersion', remove: 'deleteStandingNoteVersion' },
  announcements: { list: 'listAnnouncementVersions', save: 'saveAnnouncementVersion', remove: 'deleteAnnouncementVersion' },
} as const;

interface ContentVersionsProps<V extends Values> {
  calls: (typeof VERSION_CALLS)[keyof typeof VERSION_CALLS];
  id: number;
  /** The item in words, for the form's name: "French version of <name>". */
  name: string;
  /** The fields a version gives, with their labels and limits (as the original's form). */
  fields: ContentFields<V>;
  /** The form's controls, as ContentItemForm's. */
  children: (field: FieldOf<V>) => ReactNode;
}

/**
 * An item's versions in the other languages: a language picker and the version of the chosen
 * language to write, change or remove. Readers of a language without a version see the original.
 */
export default function ContentVersions<V extends Values>({ calls, id, name, fields, children }: ContentVersionsProps<V>) {
  const t = useT();
  const reader = useLocale();
  const pickerId = useId();
  const [locale, setLocale] = useState<VersionLocale>(VERSION_LOCALES[0]!);
  // another language's version replaces the form: typed text not saved is not dropped without asking
  const { part, mayDrop } = useUnsavedPart();
  // one shape for the four kinds: the calls differ by their fields only
  const list = calls.list as 'listFaqItemVersions';
  const versions = useEndpoint(list, { params: { id } }, { failureToast: t('versions.loadFailed') });
  const save = useEndpointMutation(calls.save as 'saveFaqItemVersion', { invalidates: [list] });
  const remove = useEndpointMutation(calls.remove as 'deleteFaqItemVersion', { invalidates: [list] });
  const language = languageNameIn(locale, reader);

  return (
    <section className="fd-admin__versions" aria-labelledby={`${pickerId}-title`}>
      <h3 id={`${pickerId}-title`}>{t('versions.title')}</h3>
      <p>{t('versions.intro')}</p>
      <div className="field fd-admin__version-picker">
        <label htmlFor={pickerId}>{t('versions.language')}</label>
        <select id={pickerId} value={locale} onChange={(event) => mayDrop() && setLocale(event.target.value as VersionLocale)}>
          {VERSION_LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALES[code].name}
            </option>
          ))}
        </select>
      </div>
      <UnsavedPart.Provider value={part}>
        <QueryState query={versions} loading={{ label: t('versions.loading'), shape: 'list' }} failed={t('versions.loadFailed')}>
          {(all) => {
            const version = (all as Partial<Record<VersionLocale, V>>)[locale];
            const empty = Object.fromEntries(Object.keys(fields).map((field) => [field, ''])) as V;
            return (
              <>
                {!version && <p>{t('versions.none', { language })}</p>}
                <ContentItemForm<V, V>
                  key={`${locale}-${version ? 'saved' : 'new'}`}
                  title={t('versions.formTitle', { language, name })}
                  submitText={t('versions.save', { language })}
                  fields={fields}
                  initial={version ?? empty}
                  save={async (body) => (await save.mutateAsync({ params: { id, locale }, body: body as never })) as unknown as V}
                  savedMessage={() => t('versions.saved', { language })}
                  saveFailed={t('versions.saveFailed')}
                  inputLanguage={writtenIn(locale)}
                  extraActions={
                    version ? (
                      <DeleteWithConfirm
                        label={t('versions.remove', { language })}
                        question={t('versions.removeQuestion', { language, name })}
                        message={t('versions.removeWarning')}
                        confirmLabel={t('versions.removeConfirm')}
                        busyText={t('versions.removing')}
                        successText={t('versions.removed', { language })}
                        failureText={(error) => errorMessage(error, t('versions.removeFailed'))}
                        remove={() => remove.mutateAsync({ params: { id, locale } })}
                      />
                    ) : null
                  }
                >
                  {children}
                </ContentItemForm>
              </>
            );
          }}
        </QueryState>
      </UnsavedPart.Provider>
    </section>
  );
}

/** Shows `children` with a toggle that opens the item's versions (kept closed so a long list stays short); closing asks before it drops typed text. */
export function VersionsToggle({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // closing drops the versions' forms: typed text not saved is not dropped without asking
  const { part, mayDrop } = useUnsavedPart();
  return (
    <div className="fd-admin__versions-toggle">
      <button type="button" className="btn btn--secondary" aria-expanded={open} onClick={() => (open ? mayDrop() && setOpen(false) : setOpen(true))}>
        {t('versions.open')}
        <span className="visually-hidden"> {label}</span>
      </button>
      {open && <UnsavedPart.Provider value={part}>{children}</UnsavedPart.Provider>}
    </div>
  );
}
