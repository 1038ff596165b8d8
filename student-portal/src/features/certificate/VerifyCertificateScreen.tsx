import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@academy/shared/api/error-message';
import { verifyCertificate } from '@academy/shared/api/certificates';
import type { CertificateVerification } from '@academy/shared/domain/types';
import { formatBirthday } from '@academy/shared/format/dates';
import './certificate.css';

const VERIFY_FAILED = 'Failed to verify the certificate. Please try again.';

type Check = { status: 'idle' } | { status: 'checking' } | { status: 'failed'; message: string } | { status: 'done'; result: CertificateVerification };

function Verdict({ code, result }: { code: string; result: CertificateVerification }) {
  if (!result.valid) {
    return <p className="sp-certificate__invalid">No certificate has the code {code}.</p>;
  }
  return (
    <div className="sp-certificate__valid">
      <p>
        <strong>Valid certificate.</strong> {result.student_name} completed the {result.program} ({result.cohort_name}) on{' '}
        {formatBirthday(result.issued_on) ?? result.issued_on}.
      </p>
    </div>
  );
}

/** /certificate/verify/:code: anyone checks a certificate's code. */
export default function VerifyCertificateScreen() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [input, setInput] = useState(code);
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const inputId = useId();

  useEffect(() => {
    setInput(code);
    if (!code) return setCheck({ status: 'idle' });
    let current = true;
    setCheck({ status: 'checking' });
    verifyCertificate(code).then(
      (result) => current && setCheck({ status: 'done', result }),
      (error: unknown) => current && setCheck({ status: 'failed', message: errorMessage(error, VERIFY_FAILED) }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = input.trim();
    if (wanted) navigate(`/certificate/verify/${encodeURIComponent(wanted)}`);
  }

  return (
    <div className="sp-certificate">
      <h1>Verify a Certificate</h1>
      <form onSubmit={onSubmit} className="sp-certificate__form">
        <label htmlFor={inputId}>Verification code</label>
        <input id={inputId} value={input} onChange={(event) => setInput(event.target.value)} required maxLength={64} />
        <button type="submit" className="btn" disabled={check.status === 'checking'}>
          {check.status === 'checking' ? 'Checking...' : 'Verify'}
        </button>
      </form>
      <div aria-live="polite">
        {check.status === 'checking' && <p role="status">Checking the code...</p>}
        {check.status === 'failed' && <p role="alert">{check.message}</p>}
        {check.status === 'done' && <Verdict code={code} result={check.result} />}
      </div>
    </div>
  );
}
