import { AgreementLink } from '../components/AgreementLinks';
import { ConsentDialog } from './ConsentDialog';

/** Spec §2: before the provincial unified identity login, 500 px wide, 不同意 / 同意并继续. */
export function ServiceAuthorisationDialog({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  return (
    <ConsentDialog
      title="服务授权"
      width="500px"
      testId="service-authorisation"
      agreeLabel="同意并继续"
      onAnswer={onAnswer}
    >
      您即将通过广东省统一身份认证平台登录本平台。为向您提供融资对接服务，需要您阅读并同意
      <AgreementLink agreement="userService" />
      <AgreementLink agreement="informationAuthorisation" />
      <AgreementLink agreement="creditCommitment" />
      ，授权本平台获取您在统一身份认证平台的身份信息。
    </ConsentDialog>
  );
}
