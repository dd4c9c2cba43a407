import { useSyncExternalStore } from 'react';
import { CaptchaDialog } from '../captcha/CaptchaDialog';
import { AlertPrompt } from './AlertPrompt';
import { ProtocolNoticeDialog } from './ProtocolNoticeDialog';
import { type PromptRequest, prompts } from './prompt-store';
import { ServiceAuthorisationDialog } from './ServiceAuthorisationDialog';

function Prompt({ request }: { request: PromptRequest }) {
  switch (request.kind) {
    case 'alert':
      return <AlertPrompt title={request.title} message={request.message} onClose={() => request.resolve(undefined)} />;
    case 'protocol-notice':
      return <ProtocolNoticeDialog onAnswer={request.resolve} />;
    case 'service-authorisation':
      return <ServiceAuthorisationDialog onAnswer={request.resolve} />;
    case 'captcha':
      return <CaptchaDialog onDone={request.resolve} />;
  }
}

/** Shows the dialogs that flows are waiting for (prompt-store), the latest on top. Mounted once by the shell. */
export function PromptHost() {
  const requests = useSyncExternalStore(prompts.subscribe, prompts.snapshot);
  return (
    <>
      {requests.map((request) => (
        <Prompt key={request.id} request={request} />
      ))}
    </>
  );
}
