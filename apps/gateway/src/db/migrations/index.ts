import type { Migration } from 'kysely';
import * as m0001 from './0001_catalog.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_company_registry.ts';
import * as m0004 from './0004_company_membership.ts';
import * as m0005 from './0005_identity.ts';
import * as m0006 from './0006_imports_canteen_authorisation.ts';
import * as m0007 from './0007_provincial_wechat.ts';
import * as m0008 from './0008_files.ts';
import * as m0009 from './0009_short_links_tracking.ts';
import * as m0010 from './0010_loan_applications.ts';
import * as m0011 from './0011_institution_managers.ts';
import * as m0012 from './0012_authorisation_ledger.ts';
import * as m0013 from './0013_estimates_pre_credit_equity.ts';
import * as m0014 from './0014_catalog_version.ts';
import * as m0015 from './0015_content.ts';
import * as m0016 from './0016_product_zones.ts';
import * as m0017 from './0017_home_statistics.ts';
import * as m0018 from './0018_staff_workbench.ts';
import * as m0019 from './0019_enterprise_messages.ts';
import * as m0020 from './0020_referrals.ts';
import * as m0021 from './0021_catalog_version_notify.ts';
import * as m0022 from './0022_desk_deskview.ts';
import * as m0023 from './0023_desk_profile.ts';
// Issue 20, slice supplement.
import * as m0024 from './0024_desk_supplement.ts';
// Issue 20, slice assign.
import * as m0025 from './0025_desk_assign.ts';
import * as m0026 from './0026_desk_threads.ts';
// Issue 22: live events, need offers, policy conditions, subsidy claims; issue 20: the desk's rest; issue 21: audit.
import * as m0027 from './0027_live_events.ts';
import * as m0028 from './0028_need_offers.ts';
import * as m0029 from './0029_policy_conditions.ts';
import * as m0030 from './0030_subsidy_claims.ts';
import * as m0031 from './0031_desk_rest.ts';
import * as m0032 from './0032_staff_audit.ts';
// Issue 20, slice staff-files.
import * as m0036 from './0036_staff_files.ts';
import * as m0037 from './0037_queue_status_index.ts';
import * as m0038 from './0038_dashboard_answers.ts';
import * as m0039 from './0039_need_index.ts';
import * as m0040 from './0040_application_steps.ts';

/** Every migration in order; names sort in the order they must run. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_catalog': m0001,
  '0002_accounts': m0002,
  '0003_company_registry': m0003,
  '0004_company_membership': m0004,
  '0005_identity': m0005,
  '0006_imports_canteen_authorisation': m0006,
  '0007_provincial_wechat': m0007,
  '0008_files': m0008,
  '0009_short_links_tracking': m0009,
  '0010_loan_applications': m0010,
  '0011_institution_managers': m0011,
  '0012_authorisation_ledger': m0012,
  '0013_estimates_pre_credit_equity': m0013,
  '0014_catalog_version': m0014,
  '0015_content': m0015,
  '0016_product_zones': m0016,
  '0017_home_statistics': m0017,
  '0018_staff_workbench': m0018,
  '0019_enterprise_messages': m0019,
  '0020_referrals': m0020,
  '0021_catalog_version_notify': m0021,
  '0022_desk_deskview': m0022,
  '0023_desk_profile': m0023,
  // Issue 20, slice supplement.
  '0024_desk_supplement': m0024,
  // Issue 20, slice assign.
  '0025_desk_assign': m0025,
  '0026_desk_threads': m0026,
  '0027_live_events': m0027,
  '0028_need_offers': m0028,
  '0029_policy_conditions': m0029,
  '0030_subsidy_claims': m0030,
  '0031_desk_rest': m0031,
  '0032_staff_audit': m0032,
  // Issue 20, slice staff-files.
  '0036_staff_files': m0036,
  // Issue 21: a province's queue.
  '0037_queue_status_index': m0037,
  // Issue 21: the dashboard at a province's size.
  '0038_dashboard_answers': m0038,
  '0039_need_index': m0039,
  '0040_application_steps': m0040,
};
