import { AuthPageLayout } from '../components/AuthPageLayout';
import { LoginPanel } from '../login/LoginPanel';

export function LoginPage() {
  return (
    <AuthPageLayout>
      <LoginPanel mode="page" />
    </AuthPageLayout>
  );
}
