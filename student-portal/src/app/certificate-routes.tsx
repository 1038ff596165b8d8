import { Route, Routes } from 'react-router-dom';
import CertificateScreen from '../features/certificate/CertificateScreen';
import VerifyCertificateScreen from '../features/certificate/VerifyCertificateScreen';

/** Routes under /certificate: the student's certificate and the public verification page. */
export default function CertificateRoutes() {
  return (
    <Routes>
      <Route index element={<CertificateScreen />} />
      <Route path="verify" element={<VerifyCertificateScreen />} />
      <Route path="verify/:code" element={<VerifyCertificateScreen />} />
      <Route path="*" element={<CertificateScreen />} />
    </Routes>
  );
}
