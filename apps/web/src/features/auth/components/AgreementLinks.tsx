import { Link } from '@chakra-ui/react';

/** The agreements by protocol id (spec §2: privacy policy 1, user service agreement 2). */
export const AGREEMENTS = {
  privacy: { id: '1', title: '隐私政策' },
  userService: { id: '2', title: '用户服务协议' },
  informationAuthorisation: { id: '3', title: '信息采集及查询授权书' },
  creditCommitment: { id: '4', title: '信用承诺书' },
} as const;

export type AgreementKey = keyof typeof AGREEMENTS;

/** 《title》 opening the agreement page in a new tab, so a form or dialog in progress is kept. */
export function AgreementLink({ agreement }: { agreement: AgreementKey }) {
  const { id, title } = AGREEMENTS[agreement];
  return (
    <Link href={`#/agreement/${id}`} target="_blank" rel="noopener" color="brand.600" fontWeight="medium">
      《{title}》
    </Link>
  );
}
