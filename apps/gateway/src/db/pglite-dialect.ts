import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { checkClientBeforeFirstStatement } from './request-scope.ts';
import { inStatementSpan } from './statement-span.ts';
import type { StatementWatch } from './write-watch.ts';

/**
 * Kysely dialect for embedded PGlite. PGlite is a single connection, so queries take turns: a transaction holds
 * the connection until it commits or rolls back, and other queries wait for it.
 */
export class PGliteDialect implements Dialect {
  /** Statements' turns taken or waited for: one holds the connection, the rest are the queue (metrics). */
  readonly turns = { pending: 0 };
  constructor(
    private readonly pglite: PGlite,
    /** Told of every statement once it has finished (what may have written: write-watch.ts). */
    private readonly watch?: StatementWatch,
  ) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.turns, this.watch);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  constructor(
    private readonly pglite: PGlite,
    private readonly turns: { pending: number },
    private readonly watch?: StatementWatch,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let resolveTurn!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      resolveTurn = resolve;
    });
    this.turns.pending += 1;
    const release = () => {
      this.turns.pending -= 1;
      resolveTurn();
    };
    await previous;
    try {
      // The turn may come long after the request arrived (the one connection is a queue): skip a request whose
      // client has gone before it has done anything, instead of making everyone behind it wait longer.
      checkClientBeforeFirstStatement();
    } catch (error) {
      release();
      throw error;
    }
    return new PGliteConnection(this.pglite, release, this.watch);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite | Transaction,
    readonly release: () => void,
    private readonly watch?: StatementWatch,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    let result: Results<R>;
    try {
      result = await inStatementSpan(compiledQuery.sql, () =>
        this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]),
      );
    } finally {
      this.watch?.finished(compiledQuery.sql);
    }
    const affected = result.affectedRows === undefined ? undefined : BigInt(result.affectedRows);
    return { rows: result.rows, ...(affected === undefined ? {} : { numAffectedRows: affected }) };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; callers get a clear error.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
