import type { ReactNode } from 'react';
import { graphql } from '#gql';
import { TextDetail } from '../components/TextDetail';
import { useContentDetail } from '../use-content-detail';

const PolicyDetailQuery = graphql(`
  query PolicyDetail($id: ID!) {
    policy(id: $id) {
      id
      title
      department
      documentNo
      publishDate
      summary
      sections {
        heading
        paragraphs
      }
    }
  }
`);

/**
 * 政策详情 (spec §2 /enterpriseFriendly/{id}): one policy's text, read through the form-encoded detail call; `aside`
 * (from the app layer) goes between its summary and its text.
 */
export function PolicyDetailPage({ aside }: { aside?: ReactNode } = {}) {
  const { data, ...detail } = useContentDetail(PolicyDetailQuery);
  const policy = data?.policy;
  return (
    <TextDetail
      pageTitle="惠企政策"
      back={{ to: '/enterpriseFriendly', label: '返回政策列表' }}
      missing="该政策不存在或已下线"
      {...detail}
      aside={aside}
      text={
        policy && {
          title: policy.title,
          summary: policy.summary,
          published: [`发布部门：${policy.department}`, policy.documentNo, `发布日期：${policy.publishDate}`],
          sections: policy.sections,
        }
      }
    />
  );
}
