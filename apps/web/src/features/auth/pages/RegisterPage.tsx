import { AuthPageLayout } from '../components/AuthPageLayout';
import { RegisterPanel } from '../register/RegisterPanel';

export function RegisterPage() {
  return (
    <AuthPageLayout>
      <RegisterPanel mode="page" />
    </AuthPageLayout>
  );
}
