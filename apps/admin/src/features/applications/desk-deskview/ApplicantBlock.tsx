import { Link } from '@chakra-ui/react';
import { DefinitionList } from '@sme/ui/definition-list';
import { Panel } from '#shared/ui/Panel.tsx';

/** What the applicant block reads of the application (the detail's query asks for it). */
export interface ApplicantFields {
  source: number;
  contactName?: string | null;
  contactMobile?: string | null;
  officeAddress?: string | null;
  isFirstLoan?: boolean | null;
  applyEntry?: { urlType: number; redirectUrl?: string | null } | null;
}

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '未填写' : value ? '是' : '否';

function entryText(app: ApplicantFields): string {
  if (app.source === 2) return '发布融资需求';
  if (!app.applyEntry || app.applyEntry.urlType === 1) return '平台申请表单';
  return app.applyEntry.urlType === 2 ? '机构二维码' : '机构申请页面';
}

/** 申请人: who to call and where the company works, as the enterprise filled in the form. */
export function ApplicantBlock({ application: app }: { application: ApplicantFields }) {
  const mobile = app.contactMobile ? (
    <Link href={`tel:${app.contactMobile}`} color="brand.600">
      {app.contactMobile}
    </Link>
  ) : (
    '未填写'
  );
  const rows = [
    ['联系人', app.contactName ?? '未填写'],
    ['联系电话', mobile],
    ['办公地址', app.officeAddress ?? '未填写'],
    ['是否首贷', yesNo(app.isFirstLoan)],
    ['申请入口', entryText(app)],
  ] as const;
  return (
    <Panel title="申请人" testId="desk-applicant">
      <DefinitionList rows={rows} />
    </Panel>
  );
}
