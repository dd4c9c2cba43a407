import type { DashboardFiguresRecord } from '@sme/contract/routes/dashboard';

/** A dashboard group as the graph serves it (DashboardGroup): key, label and the gateway's figures. */
export interface DashboardGroupSource {
  key: string | null;
  label: string;
  figures: DashboardFiguresRecord;
}
