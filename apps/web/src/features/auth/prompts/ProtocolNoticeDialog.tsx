import { AgreementLink } from '../components/AgreementLinks';
import { ConsentDialog } from './ConsentDialog';

/** Spec §2/§4: 温馨提示 before logging in when a pop-up protocol changed; 同意 continues, 不同意 cancels. */
export function ProtocolNoticeDialog({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  return (
    <ConsentDialog title="温馨提示" width="520px" testId="protocol-notice" agreeLabel="同意" alert onAnswer={onAnswer}>
      欢迎使用区域中小企业融资服务平台！我们依据最新的法律法规更新了
      <AgreementLink agreement="privacy" />和
      <AgreementLink agreement="userService" />
      ，请您在登录前仔细阅读并充分理解相关条款。点击“同意”即表示您已阅读并同意上述协议的全部内容。
    </ConsentDialog>
  );
}
