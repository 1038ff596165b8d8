import { portraitUrl } from '@academy/shared/api/public-content';
import { appConfig } from '@academy/shared/config/app-config';
import type { FacultyMember } from '@academy/shared/domain/types';
import { initials } from '@academy/shared/format/initials';
import { useT } from '../../../i18n';

/** A member's portrait (served by the API), or their initials when they have none. */
export default function FacultyPortrait({ member, className }: { member: FacultyMember; className: string }) {
  const src = portraitUrl(appConfig().apiBaseUrl, member);
  const t = useT();
  const alt = t('site.faculty.portrait', { name: member.name, title: member.title });
  if (src) return <img src={src} alt={alt} className={className} width={320} height={320} loading="lazy" />;
  return (
    <span role="img" aria-label={alt} className={`${className} ps-faculty__initials`}>
      {initials(member.name)}
    </span>
  );
}
