import { useRef, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { toast } from '@academy/shared/feedback/toast';
import { ANNOUNCEMENT_PAGE } from '@academy/contract/rules/announcements';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, requiredError } from '@academy/shared/forms/validation';
import { wallClockIn } from '@academy/contract/rules/time-zones';
import { useAcademyTimeZone } from '@academy/shared/notifications/reader-zone';
import { useChosenCohort, useCohorts } from '../../hooks/use-cohorts';
import AnnouncementList from '@academy/shared/ui/announcements/AnnouncementList';
import CheckboxField from '@academy/shared/ui/forms/CheckboxField';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextAreaField from '@academy/shared/ui/forms/TextAreaField';
import TextField from '@academy/shared/ui/forms/TextField';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/forms.css';
import CohortSelect from '../../components/CohortSelect';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import { useT } from '../../i18n';
import ContentVersions, { VERSION_CALLS, VersionsToggle } from '../../components/ContentVersions';
import type { ContentFields } from '../../components/ContentItemForm';
import type { AnnouncementVersion } from '@academy/contract/schemas/content-versions';

import './announcements.css';

/** An announcement's version in another language: its title and text, with the limits of the original's. */
const VERSION_FIELDS: ContentFields<AnnouncementVersion> = {
  title: { label: 'announcements.title', maxLength: TEXT_LIMITS.announcementTitle },
  body: { label: 'announcements.text', maxLength: TEXT_LIMITS.announcementBody },
};
const EMPTY = { title: '', body: '', ends_on: '' };
const FIELDS = ['title', 'body', 'ends_on'] as const;

/**
 * Announcements of a cohort (a facilitator's own cohorts, an administrator's any): post one (plain
 * text; links become clickable), pin it, give it an end date, withdraw it. A page of them at a time.
 */
export default function AnnouncementsScreen() {
  const t = useT();
  const loadFailed = t('announcements.loadFailed');
  const cohorts = useCohorts();
  const [cohortId, setCohortId] = useChosenCohort(cohorts);
  const [offset, setOffset] = useState(0);
  const list = useEndpoint(
    'listAnnouncements',
    { query: { cla_cohort_id: Number(cohortId), ...(offset > 0 ? { offset } : {}) } },
    { enabled: Boolean(cohortId), failureToast: loadFailed },
  );
  const post = useEndpointMutation('postAnnouncement', { invalidates: ['listAnnouncements'] });
  const withdrawal = useEndpointMutation('deleteAnnouncement', { invalidates: ['listAnnouncements'] });
  // students see it until the end of that academy day (the API refuses a day already past)
  const academyZone = useAcademyTimeZone();
  const academyToday = academyZone ? wallClockIn(new Date(), academyZone).date : undefined;
  const { formRef, values, setValues, checkFields, fieldProps, unsaved } = useFormFields(
    EMPTY,
    ({ title, body, ends_on }) =>
      compactErrors({
        title: requiredError(title, t('announcements.title')),
        body: requiredError(body, t('announcements.text')),
        ends_on: ends_on && academyToday && ends_on < academyToday ? t('announcements.showUntilPassed') : null,
      }),
    FIELDS,
  );
  useLeaveGuard(unsaved);
  const [pinned, setPinned] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const cohortField = useRef<HTMLSelectElement>(null);
  const [cohortMissing, setCohortMissing] = useState(false);

  const { busy, run } = useSingleSubmit(async () => {
    try {
      const announcement = {
        cla_cohort_id: Number(cohortId),
        title: values.title.trim(),
        body: values.body.trim(),
        pinned,
        ends_on: values.ends_on || null,
      };
      const posted = await post.mutateAsync({ body: announcement });
      toast.success(t('announcements.posted', { title: posted.title }));
      setValues(EMPTY);
      setPinned(false);
    } catch (error) {
      setFormError(errorMessage(error, t('announcements.postFailed')));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const fieldsGiven = checkFields();
    setCohortMissing(!cohortId);
    // the cohort, above the form, is the first problem in reading order
    if (!cohortId) cohortField.current?.focus();
    else if (fieldsGiven) void run();
  }

  return (
    <section className="fd-announcements" aria-labelledby="fd-announcements-title">
      <h1 id="fd-announcements-title">{t('portal.screen.announcements')}</h1>
      <CohortSelect
        ref={cohortField}
        cohorts={cohorts}
        value={cohortId}
        onChange={(id) => {
          setCohortId(id);
          setCohortMissing(false);
          setOffset(0);
        }}
        error={cohortMissing ? t('announcements.cohortFirst') : null}
      />
      <form ref={formRef} className="fd-announcements__form" aria-label={t('announcements.new')} onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        <TextField {...fieldProps('title', t('announcements.title'))} maxLength={TEXT_LIMITS.announcementTitle} />
        <TextAreaField {...fieldProps('body', t('announcements.text'))} hint={t('announcements.textHint')} maxLength={TEXT_LIMITS.announcementBody} />
        <CheckboxField label={t('announcements.pin')} name="pinned" checked={pinned} onChange={(event) => setPinned(event.target.checked)} />
        <TextField
          {...fieldProps('ends_on', t('announcements.showUntil'))}
          required={false}
          type="date"
          hint={t('announcements.showUntilHint')}
          min={academyToday}
        />
        <SubmitButton busy={busy} busyText={t('announcements.posting')}>
          {t('announcements.post')}
        </SubmitButton>
      </form>
      {!cohortId && <p className="empty-state">{t('announcements.chooseCohort')}</p>}
      {cohortId && <h2>{t('announcements.postedHere')}</h2>}
      {cohortId && (
        <QueryState
          query={list}
          loading={{ label: t('announcements.loading'), shape: 'list' }}
          failed={loadFailed}
          empty={{ title: t('announcements.none'), hint: t('announcements.noneHint'), when: (announcements) => announcements.length === 0 }}
        >
          {(announcements) => (
            <>
              <AnnouncementList
                announcements={announcements}
                actions={(a) => (
                  <>
                    <DeleteWithConfirm
                      label={t('announcements.withdraw')}
                      hiddenContext={` ${a.title}`}
                      question={t('announcements.withdrawQuestion', { title: a.title })}
                      message={t('announcements.withdrawMessage')}
                      confirmLabel={t('announcements.withdraw')}
                      busyText={t('announcements.withdrawing')}
                      successText={t('announcements.withdrawn')}
                      failureText={(error) => errorMessage(error, t('announcements.withdrawFailed'))}
                      remove={() => withdrawal.mutateAsync({ params: { id: a.id } })}
                    />
                    <VersionsToggle label={a.title}>
                      <ContentVersions calls={VERSION_CALLS.announcements} id={a.id} name={a.title} fields={VERSION_FIELDS}>
                        {(field) => (
                          <>
                            <TextField {...field('title')} />
                            <TextAreaField {...field('body')} hint={t('announcements.textHint')} />
                          </>
                        )}
                      </ContentVersions>
                    </VersionsToggle>
                  </>
                )}
              />
              {(offset > 0 || announcements.length === ANNOUNCEMENT_PAGE) && (
                <nav className="fd-announcements__pages" aria-label={t('announcements.pages')}>
                  {offset > 0 && (
                    <button type="button" className="btn btn--secondary" onClick={() => setOffset(Math.max(0, offset - ANNOUNCEMENT_PAGE))}>
                      {t('announcements.newer')}
                    </button>
                  )}
                  {announcements.length === ANNOUNCEMENT_PAGE && (
                    <button type="button" className="btn btn--secondary" onClick={() => setOffset(offset + ANNOUNCEMENT_PAGE)}>
                      {t('announcements.older')}
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
