import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { isCertificateCodeShaped, withPrintedDigits } from '@academy/contract/rules/certificate-code';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint } from '@academy/shared/api/queries';
import type { CertificateVerification } from '@academy/shared/domain/types';
import { formatBirthday } from '@academy/shared/format/dates';
import '@academy/shared/styles/forms.css';
import { useLocale } from '@academy/shared/i18n/messages';
import { useT } from '../../i18n';
import './certificate.css';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';

const CHECK_PATH = `${ACCOUNT_PATHS.certificateCheck}/`;

/**
 * The code typed, its spaces read as the dashes they stand for (0450 ACD4 04AC as read off the
 * paper) and its digits as printed (an Arabic keyboard types ٠٤٥٠), or the code of a whole check
 * link pasted (https://…/certificate/verify/CODE).
 */
function codeOf(typed: string): string {
  const trimmed = withPrintedDigits(typed.trim());
  const at = trimmed.indexOf(CHECK_PATH);
  const code = at === -1 ? trimmed.replace(/\s+/g, '-') : (trimmed.slice(at + CHECK_PATH.length).split(/[/?#]/)[0] ?? '');
  return code.slice(0, TEXT_LIMITS.certificateCode);
}

/** The code as typed, left to right in any page; one a certificate's could be is never split across lines. */
function UnknownCode({ code }: { code: string }) {
  const t = useT();
  const typed = (
    <bdi dir="ltr" className={isCertificateCodeShaped(code) ? 'sp-certificate__code' : undefined}>
      {code}
    </bdi>
  );
  return <p className="sp-certificate__invalid">{t('verify.invalid', { code: typed })}</p>;
}

function Verdict({ code, result }: { code: string; result: CertificateVerification }) {
  const t = useT();
  const locale = useLocale();
  if (!result.valid) return <UnknownCode code={code} />;
  return (
    <div className="sp-certificate__valid">
      <p>
        <strong>{t('verify.valid')}</strong>{' '}
        {t('verify.valid.detail', {
          name: result.student_name ?? '',
          program: result.program ?? '',
          cohort: result.cohort_name ?? '',
          day: formatBirthday(result.issued_on, locale) ?? result.issued_on ?? '',
        })}
      </p>
    </div>
  );
}

/** /certificate/verify/:code: anyone checks a certificate's code. */
export default function VerifyCertificateScreen() {
  const t = useT();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [input, setInput] = useState(code);
  // a code no certificate's can be is not asked about
  const shaped = isCertificateCodeShaped(code);
  const check = useEndpoint('verifyCertificate', { params: { code } }, { enabled: shaped });
  const checking = shaped && check.status === 'pending';
  const inputId = useId();
  const errorId = useId();
  const [missing, setMissing] = useState(false);

  useEffect(() => setInput(code), [code]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = codeOf(input);
    setMissing(!wanted);
    if (!wanted) {
      document.getElementById(inputId)?.focus();
      return;
    }
    // the code already shown (a check that failed): its address does not change, so ask again
    if (wanted !== code) navigate(`${CHECK_PATH}${encodeURIComponent(wanted)}`);
    else if (shaped) void check.refetch();
  }

  return (
    <div className="sp-certificate">
      <h1>{t('verify.title')}</h1>
      <form onSubmit={onSubmit} className="sp-certificate__form" noValidate>
        <label htmlFor={inputId}>{t('verify.field')}</label>
        <input
          id={inputId}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
        />
        <button type="submit" className="btn" disabled={checking}>
          {checking ? t('verify.busy') : t('verify.submit')}
        </button>
        {missing && (
          <p id={errorId} className="field-error">
            {t('verify.missing')}
          </p>
        )}
      </form>
      {/* while the field asks for a code, the last code's verdict is not shown under it as if it answered */}
      <div aria-live="polite">
        {checking && <p role="status">{t('verify.checking')}</p>}
        {!missing && (
          <>
            {code && !shaped && <UnknownCode code={code} />}
            {shaped && check.status === 'error' && <p role="alert">{errorMessage(check.error, t('verify.failed'))}</p>}
            {shaped && check.data && <Verdict code={code} result={check.data} />}
          </>
        )}
      </div>
    </div>
  );
}
