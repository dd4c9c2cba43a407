import { useLocation, useNavigate } from 'react-router-dom';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PageTitle } from '#shared/ui/PageTitle.tsx';
import { AddCompanyForm } from '../components/AddCompanyForm';
import { COMPANY_TEXTS } from '../search/company-search-rules';

/** /addVerifiedPC (spec §2 add an enterprise): the add-company form as a page; then certify the new company. */
export function AddCompanyPage() {
  const navigate = useNavigate();
  // Opened directly (no earlier page of the portal in this tab), 取消 goes home instead of leaving the portal.
  const openedDirectly = useLocation().key === 'default';
  return (
    <PageCard maxW="2xl">
      <PageTitle title="添加企业" lead={COMPANY_TEXTS.prompt} />
      <AddCompanyForm
        onCancel={() => (openedDirectly ? navigate('/') : navigate(-1))}
        onAdded={() => navigate('/verified?add=true', { replace: true })}
      />
    </PageCard>
  );
}
