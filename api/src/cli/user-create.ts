// `npm run user:create -w api -- --role facilitator --name "Grace A." --email grace@example.org --password '...' [--cohort 1]`
// Creates an account with the same rules as sign-up (facilitators and administrators are created this way).
import { parseArgs } from 'node:util';
import { createAccount, normaliseEmail } from '../accounts/users';
import { ROLE_IDS, type RoleName } from '@academy/contract/rules/roles';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { HttpError } from '../http/errors';
import { RequestValidationError } from '../http/validation';
import { remindNewMember, reminderContext } from '../notices/member-reminders';

const USAGE =
  'Usage: npm run user:create -w api -- --role student|facilitator|admin --name NAME --email EMAIL --password PASSWORD ' +
  '[--cohort COHORT_ID] [--phone PHONE] [--birthday YYYY-MM-DD]';

function isRoleName(role: string): role is RoleName {
  return Object.hasOwn(ROLE_IDS, role);
}

export function parseUserCreateArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      cohort: { type: 'string' },
      phone: { type: 'string' },
      birthday: { type: 'string' },
    },
    strict: true,
  });
  const missing = (['role', 'name', 'email', 'password'] as const).filter((key) => !values[key]);
  if (missing.length > 0) throw new Error(`Missing ${missing.map((m) => `--${m}`).join(', ')}.\n${USAGE}`);
  const role = values.role!;
  if (!isRoleName(role)) throw new Error(`--role must be student, facilitator or admin.\n${USAGE}`);
  if (values.cohort !== undefined && !/^\d+$/.test(values.cohort)) throw new Error('--cohort must be a cohort id (a number).');
  if (values.birthday !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthday)) throw new Error('--birthday must be YYYY-MM-DD.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(values.email!)) throw new Error('--email must be an e-mail address.');
  return {
    name: values.name!,
    email: values.email!,
    password: values.password!,
    roleId: ROLE_IDS[role],
    role,
    cohortId: values.cohort === undefined ? null : Number(values.cohort),
    phoneNumber: values.phone ?? null,
    birthday: values.birthday ?? null,
  };
}

async function main(): Promise<void> {
  let account: ReturnType<typeof parseUserCreateArgs>;
  try {
    account = parseUserCreateArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db, { timeZone: config.academyTimeZone });
    const id = await createAccount(database.db, account, Object.values(ROLE_IDS));
    await remindNewMember(database.db, id, reminderContext(config, new Date()));
    console.log(`Created ${account.role} ${normaliseEmail(account.email)} (id ${id}).`);
  } catch (err) {
    if (err instanceof RequestValidationError) {
      for (const [field, messages] of Object.entries(err.fieldErrors)) console.error(`${field}: ${messages.join(', ')}`);
      process.exitCode = 1;
    } else if (err instanceof HttpError) {
      console.error(err.message);
      process.exitCode = 1;
    } else {
      throw err;
    }
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
