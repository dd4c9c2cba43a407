import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ApolloBoundary } from '#shared/api/ApolloBoundary.tsx';
import { type PromptRequest, prompts } from './prompt-store';

// Dialogs a flow asks for now and then: each loads when first asked for, not with the first screen (issue 10).
const AlertPrompt = lazy(() => import('./AlertPrompt').then((module) => ({ default: module.AlertPrompt })));
const CaptchaDialog = lazy(() =>
  import('../captcha/CaptchaDialog').then((module) => ({ default: module.CaptchaDialog })),
);
const ProtocolNoticeDialog = lazy(() =>
  import('./ProtocolNoticeDialog').then((module) => ({ default: module.ProtocolNoticeDialog })),
);
const ServiceAuthorisationDialog = lazy(() =>
  import('./ServiceAuthorisationDialog').then((module) => ({ default: module.ServiceAuthorisationDialog })),
);

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
        <Suspense key={request.id} fallback={null}>
          <ApolloBoundary>
            <Prompt request={request} />
          </ApolloBoundary>
        </Suspense>
      ))}
    </>
  );
}
