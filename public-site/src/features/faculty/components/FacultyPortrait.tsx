import type { FacultyMember } from '../faculty';
import { portraitUrl } from '../portraits';

/** A member's portrait, or their initials when the file is missing. */
export default function FacultyPortrait({ member, className }: { member: FacultyMember; className: string }) {
  const src = portraitUrl(member.image);
  const alt = `Portrait of ${member.name}, ${member.role}`;
  if (src) return <img src={src} alt={alt} className={className} width={320} height={320} loading="lazy" />;
  const initials = member.name
    .split(' ')
    .filter((word) => !word.endsWith('.'))
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <span role="img" aria-label={alt} className={`${className} ps-faculty__initials`}>
      {initials}
    </span>
  );
}
