import { GatewayCode } from '@sme/contract/codes';
import type { AssigneeRecord, AssignmentRecord, NoteRecord } from '@sme/contract/routes/desk-assign';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { ApiError } from '#http/api-error.ts';
import type { WorkbenchContext } from '../context.ts';
import { ASSIGN_MESSAGES } from '../domain/assign-search.ts';
import {
  findAssignee,
  findHandler,
  insertNote,
  listAssignees,
  listNotes,
  type NoteRow,
  writeHandler,
} from '../stores/assign-store.ts';
import { institutionOf, type StaffContext } from './staff-guard.ts';

async function assignment(ctx: WorkbenchContext, orgId: number, id: number, orgUserId: number) {
  const person = await findAssignee(ctx.accounts.db, orgId, orgUserId);
  if (!person) throw ApiError.badParams(ASSIGN_MESSAGES.assigneeNotOfOrg);
  return { id, managerId: person.id, managerName: person.name, managerMobile: person.mobile };
}

/**
 * POST /loan/org/assign/claim: the caller becomes the handler of an unassigned application of its institution; of
 * two claims at once exactly one wins, the other hears who has it. Another institution's application answers as an
 * unknown id.
 */
export async function claimApplication(
  ctx: WorkbenchContext,
  staff: StaffContext,
  id: number,
): Promise<AssignmentRecord> {
  const orgId = institutionOf(staff);
  if (staff.orgUserId === null) throw ApiError.badParams(ASSIGN_MESSAGES.notAStaffPerson);
  const { db, clock } = ctx.accounts;
  if (await writeHandler(db, { id, orgId, orgUserId: staff.orgUserId, now: clock.now(), onlyUnassigned: true })) {
    return assignment(ctx, orgId, id, staff.orgUserId);
  }
  const handler = await findHandler(db, id, orgId);
  if (!handler) throw applicationNotFound();
  throw new ApiError(
    GatewayCode.APPLICATION_ALREADY_CLAIMED,
    ASSIGN_MESSAGES.alreadyClaimed(handler.manager_name ?? ''),
  );
}

/** POST /loan/org/assign/reassign: the administrator hands an application of its institution to one of its people. */
export async function reassignApplication(
  ctx: WorkbenchContext,
  staff: StaffContext,
  input: { id: number; managerId: number },
): Promise<AssignmentRecord> {
  const orgId = institutionOf(staff);
  const { db, clock } = ctx.accounts;
  if (!(await findHandler(db, input.id, orgId))) throw applicationNotFound();
  const record = await assignment(ctx, orgId, input.id, input.managerId);
  if (
    !(await writeHandler(db, {
      id: input.id,
      orgId,
      orgUserId: input.managerId,
      now: clock.now(),
      onlyUnassigned: false,
    }))
  ) {
    throw applicationNotFound();
  }
  return record;
}

/** POST /loan/org/assign/people */
export async function institutionAssignees(ctx: WorkbenchContext, staff: StaffContext): Promise<AssigneeRecord[]> {
  return listAssignees(ctx.accounts.db, institutionOf(staff));
}

function noteRecord(row: NoteRow): NoteRecord {
  return {
    id: row.id,
    applicationId: row.application_id,
    body: row.body,
    authorName: row.author_name,
    createTime: new Date(row.created_at).toISOString(),
  };
}

/** POST /loan/org/note/list: the institution's notes on its application; another's answers as an unknown id. */
export async function applicationNotes(ctx: WorkbenchContext, staff: StaffContext, id: number): Promise<NoteRecord[]> {
  const orgId = institutionOf(staff);
  if (!(await findHandler(ctx.accounts.db, id, orgId))) throw applicationNotFound();
  return (await listNotes(ctx.accounts.db, id, orgId)).map(noteRecord);
}

/** POST /loan/org/note/add: a note by the caller, with its name and the time; never edited or deleted. */
export async function addApplicationNote(
  ctx: WorkbenchContext,
  staff: StaffContext,
  input: { id: number; body?: string | undefined },
): Promise<NoteRecord> {
  const orgId = institutionOf(staff);
  if (!input.body) throw ApiError.badParams(ASSIGN_MESSAGES.noteEmpty);
  const { db, clock } = ctx.accounts;
  if (!(await findHandler(db, input.id, orgId))) throw applicationNotFound();
  const row = await insertNote(db, {
    applicationId: input.id,
    orgId,
    staffId: staff.staffId,
    authorName: staff.name,
    body: input.body,
    now: clock.now(),
  });
  return noteRecord(row);
}
