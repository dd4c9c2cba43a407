import { AuthPageLayout } from '../components/AuthPageLayout';
import { ForgetPanel } from '../forget/ForgetPanel';

export function ForgetPage() {
  return (
    <AuthPageLayout>
      <ForgetPanel mode="page" />
    </AuthPageLayout>
  );
}
