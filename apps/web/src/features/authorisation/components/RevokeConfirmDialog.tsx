import { ChoiceDialog } from '#shared/ui/ChoiceDialog.tsx';

/** The revocation's confirmation (500 px, as spec §2 sets authorisation dialogs): 我再想想 or 确定撤销. */
export function RevokeConfirmDialog({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  return (
    <ChoiceDialog
      title="确认撤销数据授权"
      width="500px"
      testId="revoke-confirm-dialog"
      declineLabel="我再想想"
      acceptLabel="确定撤销"
      acceptPalette="red"
      alertFocus="decline"
      onAnswer={onAnswer}
    >
      撤销后，平台运营方及合作金融机构将不能再查询贵企业的信用信息，依赖授权的融资服务可能无法继续办理。确定撤销吗？
    </ChoiceDialog>
  );
}
