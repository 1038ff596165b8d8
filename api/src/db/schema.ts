// Kysely table types, one per table of migrations/*.sql. Dates (`date`) come back as 'YYYY-MM-DD'
// strings and times (`time`) as 'HH:MM:SS' strings on both drivers (see src/db/type-parsers.ts);
// timestamps come back as Date.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** 'YYYY-MM-DD' */
type CalendarDate = string;

export interface RolesTable {
  id: number;
  name: 'student' | 'facilitator';
}

export interface CohortsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** lower-cased */
  email: string;
  phone_number: string | null;
  birthday: CalendarDate | null;
  role_id: number;
  cohort_id: number | null;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: NullableTimestamp;
}

export interface CoursesTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<'program' | 'extra', 'program' | 'extra' | undefined, 'program' | 'extra'>;
  cohort_id: number;
  owner_id: number;
  start_date: CalendarDate;
  end_date: CalendarDate;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface TopicsTable {
  id: Generated<number>;
  course_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssignmentsTable {
  id: Generated<number>;
  course_id: number;
  owner_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  due_date: CalendarDate | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface SubmissionsTable {
  id: Generated<number>;
  assignment_id: number;
  student_id: number;
  download_link: string;
  /** percent 0-100, null while unmarked */
  score: number | null;
  marked_by: number | null;
  marked_at: NullableTimestamp;
  submitted_at: Timestamp;
}

export interface LiveClassesTable {
  id: Generated<number>;
  course_id: number;
  cohort_id: number;
  owner_id: number;
  name: string;
  date: CalendarDate;
  /** 'HH:MM:SS' when read; 'HH:MM' accepted when written */
  time: string;
  /** minutes */
  duration: number;
  zoom_link: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface AttendancesTable {
  id: Generated<number>;
  live_class_id: number;
  user_id: number;
  cohort_id: number;
  present: boolean;
  recorded_by: number;
  recorded_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  whatsapp: string;
  message: string;
  created_at: Timestamp;
  mailed_at: NullableTimestamp;
}

export interface CertificatesTable {
  id: Generated<number>;
  user_id: number;
  cohort_id: number;
  code: string;
  program: string;
  issued_on: CalendarDate;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

export interface DB {
  roles: RolesTable;
  cohorts: CohortsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  courses: CoursesTable;
  topics: TopicsTable;
  assignments: AssignmentsTable;
  submissions: SubmissionsTable;
  live_classes: LiveClassesTable;
  attendances: AttendancesTable;
  contact_messages: ContactMessagesTable;
  certificates: CertificatesTable;
  schema_migrations: SchemaMigrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
