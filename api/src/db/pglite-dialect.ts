// A Kysely dialect for PGlite that serialises all access to PGlite's single connection.
//
// PGlite is one PostgreSQL backend: every caller shares one session. Without a lock, a query of
// request B runs inside the open transaction of request A, and A's rollback undoes B's write
// (kysely-pglite has no such lock, see docs/toolchain.md). Here the connection itself is the
// lock: Kysely acquires a connection for each single query and holds it for a whole
// transaction, so one mutex held from acquire to release serialises both.
//
// PGlite's own query() parses, describes and plans a parameterised query on every call, in six
// calls into its WebAssembly: for the course list that costs several times running it. Here each
// parameterised query text becomes a named prepared statement once (as prepared-pool.ts does on
// PostgreSQL), and a call is one bind-and-execute message.
import { parse as protocolResults, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** A FIFO mutex: `lock()` resolves with the function that releases it. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

/** Past this many query texts, new ones run through query() (bounded memory). */
const MAX_PREPARED_STATEMENTS = 500;
/** A query text that a named statement may hold (DDL and several statements in one text go through query()). */
const ONE_SELECT = /^\s*select\b[^;]*$/i;
/** cached plan must not change result type: a statement prepared before a change of the tables it reads. */
const STALE_STATEMENT = '0A000';

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/** The named prepared statements of one PGlite database, by query text; used only under the driver's lock. */
export class PreparedStatements {
  readonly #statements = new Map<string, PreparedStatement>();

  constructor(private readonly pglite: PGlite) {}

  async query<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    if (!statement) return this.pglite.query<R>(text, [...parameters], { rowMode: 'object' });
    try {
      const { messages } = await this.pglite.execProtocol(
        Buffer.concat([
          protocol.serialize.bind({ statement: statement.name, values: this.#values(parameters, statement.parameterTypes) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      return protocolResults.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
    } catch (err) {
      if ((err as { code?: string }).code !== STALE_STATEMENT) throw err;
      this.#statements.delete(text);
      await this.pglite.execProtocol(Buffer.concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]));
      return this.pglite.query<R>(text, [...parameters], { rowMode: 'object' });
    }
  }

  /** Prepares `text` under a name of its own; undefined past the bound or when it does not parse (query() then reports why). */
  async #prepare(text: string): Promise<PreparedStatement | undefined> {
    if (this.#statements.size >= MAX_PREPARED_STATEMENTS) return undefined;
    const name = `q${this.#statements.size + 1}`;
    let messages;
    try {
      ({ messages } = await this.pglite.execProtocol(
        Buffer.concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      ));
    } catch {
      return undefined;
    }
    const statement = { name, parameterTypes: protocolResults.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    return statement;
  }

  /** The parameters as text, serialised by their type as PGlite's query() does. */
  #values(parameters: readonly unknown[], types: number[]): (string | null)[] {
    return parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pglite.serializers[types[i]!];
      return serialize ? serialize(value) : String(value);
    });
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #prepared: PreparedStatements;

  constructor(private readonly pglite: PGlite) {
    this.#prepared = new PreparedStatements(pglite);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      compiledQuery.parameters.length > 0 || ONE_SELECT.test(compiledQuery.sql)
        ? await this.#prepared.query<R>(compiledQuery.sql, compiledQuery.parameters)
        : await this.pglite.query<R>(compiledQuery.sql, [], { rowMode: 'object' });
    const command = compiledQuery.sql.trimStart().slice(0, 6).toLowerCase();
    const writes = ['insert', 'update', 'delete', 'merge '].includes(command);
    return {
      rows: result.rows,
      ...(writes && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream query results.');
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;
  readonly #release = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Inside db.transaction(), query through `trx`: a query on `db` there would wait for the
    // transaction that waits for it.
    const release = await this.#mutex.lock();
    const connection: DatabaseConnection = {
      executeQuery: (query) => this.#connection.executeQuery(query),
      streamQuery: () => this.#connection.streamQuery(),
    };
    this.#release.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) sql += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#release.get(connection);
    this.#release.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for whatever holds the connection, then close.
    const release = await this.#mutex.lock();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
