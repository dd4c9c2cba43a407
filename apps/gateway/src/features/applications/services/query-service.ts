import { Source, type SourceCode } from '@sme/contract/loan-status';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { listAttachedFiles } from '#features/files/stores/file-store.ts';
import { applicationRecord, eventRecord, materialRecord, needRecord } from '../application-records.ts';
import { MATERIAL_PURPOSE, materialRef } from '../domain/application-materials.ts';
import { withSupplementRounds } from '../domain/timeline-rounds.ts';
import {
  type ApplicationRow,
  findCompanyApplication,
  listApplications,
  listEvents,
} from '../stores/application-store.ts';
import { listTimelineRounds } from '../stores/supplement-round-store.ts';
import { applicationNotFound } from './application-not-found.ts';

interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export function myApplications(db: Kysely<DB>, companyId: number, page: PageRequest) {
  return pageOfSource(db, { companyId, source: Source.PRODUCT }, page, applicationRecord);
}

export function myNeeds(db: Kysely<DB>, companyId: number, page: PageRequest) {
  return pageOfSource(db, { companyId, source: Source.NEED }, page, needRecord);
}

/** A page of the company's applications of one source (products or needs), each answered as `toRecord` makes it. */
async function pageOfSource<Out>(
  db: Kysely<DB>,
  of: { companyId: number; source: SourceCode },
  page: PageRequest,
  toRecord: (row: ApplicationRow) => Out,
): Promise<Page<Out>> {
  const { rows, total } = await listApplications(db, { ...of, ...page });
  return { records: rows.map(toRecord), total, ...page };
}

/**
 * One application or need of the company with its timeline and attached materials; another company's id answers as
 * an unknown one.
 */
export async function myApplicationDetail(db: Kysely<DB>, companyId: number, id: number) {
  const row = await findCompanyApplication(db, id, companyId);
  if (!row) throw applicationNotFound();
  const [events, rounds] = await Promise.all([listEvents(db, row.id), listTimelineRounds(db, row.id)]);
  const materials = await listAttachedFiles(db, { purpose: MATERIAL_PURPOSE, ref: materialRef(row.id) });
  return {
    ...applicationRecord(row),
    events: withSupplementRounds(events.map(eventRecord), rounds),
    materials: materials.map(materialRecord),
  };
}
