import { apiClient } from '@academy/shared/api/client';
import type { CertificateStatus, CertificateVerification } from '@academy/shared/domain/types';

export async function getMyCertificate(): Promise<CertificateStatus> {
  const { data } = await apiClient.get<CertificateStatus>('/certificates/mine');
  return data;
}

export async function downloadMyCertificate(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/certificates/mine/pdf', { responseType: 'blob' });
  return data;
}

export async function verifyCertificate(code: string): Promise<CertificateVerification> {
  const { data } = await apiClient.get<CertificateVerification>(`/certificates/verify/${encodeURIComponent(code)}`);
  return data;
}
