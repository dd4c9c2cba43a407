import { graphql } from '#gql';
import { ContentPageFrame } from '../components/ContentPageFrame';
import { ProgrammeArticles } from '../components/ProgrammeArticles';
import { useProgrammeArticles } from '../use-programme-articles';

const CompensationQuery = graphql(`
  query Compensation($page: PageInput) {
    compensationArticles(page: $page) {
      total
      records {
        ...ArticleText
      }
    }
  }
`);

/** 企业融资风险补偿 (spec §2 /compensate): the region's risk compensation fund, its partners and its procedure. */
export function CompensatePage() {
  const { data, ...programme } = useProgrammeArticles(CompensationQuery);
  return (
    <ContentPageFrame title="企业融资风险补偿" lead="财政资金与银行、担保机构共担风险，让中小微企业更容易获得贷款">
      <ProgrammeArticles articles={data?.compensationArticles.records} {...programme} />
    </ContentPageFrame>
  );
}
