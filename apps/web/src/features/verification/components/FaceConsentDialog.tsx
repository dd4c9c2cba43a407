import { ChoiceDialog } from '#shared/ui/ChoiceDialog.tsx';

/**
 * The separate consent to the face check (人脸识别授权), asked after the form and before anything is sent: 不同意
 * or closing answers false, 同意并继续 true. The dialog is 500 px wide, as spec §2 sets authorisation dialogs.
 */
export function FaceConsentDialog({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  return (
    <ChoiceDialog
      title="人脸识别授权"
      width="500px"
      testId="face-consent-dialog"
      declineLabel="不同意"
      acceptLabel="同意并继续"
      alertFocus="accept"
      onAnswer={onAnswer}
    >
      为核实您是该企业的法定代表人，平台将把您填写的姓名和身份证号提供给人脸识别服务，由其进行活体检测与人脸比对。
      平台仅保存认证结果及时间，不保存您的人脸照片；身份证号仅以脱敏形式留存。
    </ChoiceDialog>
  );
}
