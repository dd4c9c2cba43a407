import { useLocation } from 'react-router-dom';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { InvitationLoginPanel } from '../invitation/InvitationLoginPanel';
import { invitationTokenOf } from '../invitation/import-branch';
import { LoginPanel } from '../login/LoginPanel';

/** /login: the login panel, or the landing of an invitation link (`?importToken=…`). */
export function LoginPage() {
  const { search } = useLocation();
  const invitation = invitationTokenOf(search);
  return (
    <AuthPageLayout>
      {invitation ? <InvitationLoginPanel key={invitation} token={invitation} /> : <LoginPanel mode="page" />}
    </AuthPageLayout>
  );
}
