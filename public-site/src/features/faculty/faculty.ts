import members from './faculty-members.json';

/** docs/requirements.md §3: a faculty member (static content the academy edits in faculty-members.json). */
export interface FacultyMember {
  id: number;
  name: string;
  role: string;
  /** File name of the portrait under src/assets/faculty. */
  image: string;
  bio: string;
  additionalInfo?: string[];
}

export const FACULTY_MEMBERS: readonly FacultyMember[] = members;

/** The member with that route id, or undefined (the id comes straight from the URL). */
export function findFacultyMember(id: string | undefined): FacultyMember | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return FACULTY_MEMBERS.find((member) => member.id === Number(id));
}
