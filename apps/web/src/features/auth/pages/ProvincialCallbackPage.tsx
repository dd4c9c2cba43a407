import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { GatewayCode } from '@sme/contract/codes';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { gatewayCodeOf } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { BackToLogin, CallbackFrame, CallbackWorking } from '../components/CallbackFrame';
import { ProvincialVerifiedQuestion } from '../dialog/SimplePrompts';
import { alertLoginFailure } from '../login/company-login';
import { ProvincialLoginMutation } from '../login/outside-login-operations';
import { OUTSIDE_LOGIN_TEXTS as TEXTS } from '../login/outside-login-texts';
import { readCallback, takeCallbackOnce } from '../login/provider-callback';
import { useLogin } from '../login/useLogin';
import { useOutsideLoginStart } from '../login/useOutsideLoginStart';
import { prompts } from '../prompts/prompt-store';
import { readChannelSettings } from '../storage/channel-settings';
import { dropProvincialAddresses, holdProvincialAddresses, takeBegunLogin } from '../storage/outside-login-storage';

type Phase =
  | { kind: 'working' }
  | { kind: 'level-too-low'; identifyUrl: string | null }
  | { kind: 'failed' }
  | { kind: 'no-answer' };

/** The identify address of a -5010 answer (extensions.identifyUrl), or null. */
function identifyUrlOf(error: unknown): string | null {
  const errors = (error as { errors?: Array<{ extensions?: Record<string, unknown> }> } | null)?.errors ?? [];
  const url = errors.find((each) => typeof each.extensions?.identifyUrl === 'string')?.extensions?.identifyUrl;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

function openIdentifyPage(url: string | null): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * /cbpage/gdauth (spec §2): the provincial provider returned here (the graph handed the real callback over). Finishes
 * the login with the code and state, then spec §4 steps 4-7 as every login. Below L2: the exact L2 text in an alert,
 * the provider's identify page in a new tab, and the GDAuthVerified question (是 logs in again, 否 opens the page).
 */
export function ProvincialCallbackPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { continueWithCompanies } = useLogin('page');
  const [provincialLogin] = useMutation(ProvincialLoginMutation, { context: QUIET_ERRORS });
  // Opened without the provider's answer (a bookmark, the back button): nothing will come, so say so at once.
  const [phase, setPhase] = useState<Phase>(() =>
    readCallback(search) === null ? { kind: 'no-answer' } : { kind: 'working' },
  );

  useEffect(() => {
    const callback = takeCallbackOnce(search);
    if (!callback) return;
    // The code must not stay in the address bar or the history.
    navigate('/cbpage/gdauth', { replace: true });
    void (async () => {
      const begun = takeBegunLogin('provincial');
      if (callback.kind !== 'code') {
        await prompts.alert(
          '提示',
          callback.kind === 'cancelled' ? TEXTS.provincialCancelled : TEXTS.provincialExpired,
        );
        setPhase({ kind: 'failed' });
        return;
      }
      try {
        const { data } = await provincialLogin({
          variables: { code: callback.code, state: callback.state, channelCode: readChannelSettings().channelCode },
        });
        if (!data) throw new Error('no provincial login answer');
        const { companies, logoutUrl, identifyUrl } = data.provincialLogin;
        holdProvincialAddresses({ logoutUrl: logoutUrl ?? null, identifyUrl });
        // An account without a company is offered the add-company dialog, as after a password login.
        if (!(await continueWithCompanies(companies, begun?.agreed ?? [], true))) {
          dropProvincialAddresses();
          setPhase({ kind: 'failed' });
        }
      } catch (error) {
        if (gatewayCodeOf(error) === GatewayCode.PROVINCIAL_LEVEL_TOO_LOW) {
          const identifyUrl = identifyUrlOf(error);
          setPhase({ kind: 'level-too-low', identifyUrl });
          await prompts.alert('提示', TEXTS.provincialLevelTooLow);
          openIdentifyPage(identifyUrl);
          return;
        }
        await alertLoginFailure(error);
        setPhase({ kind: 'failed' });
      }
    })();
  }, [provincialLogin, navigate, search, continueWithCompanies]);

  return (
    <CallbackFrame title="广东省统一身份认证平台登录" testId="provincial-callback">
      {phase.kind === 'working' && <CallbackWorking text={TEXTS.provincialWorking} />}
      {phase.kind === 'level-too-low' && <LevelTooLow identifyUrl={phase.identifyUrl} />}
      {phase.kind === 'no-answer' && (
        <Text color="gray.700" textAlign="center" data-testid="provincial-no-answer">
          {TEXTS.provincialNoAnswer}
        </Text>
      )}
      {(phase.kind === 'failed' || phase.kind === 'no-answer') && <BackToLogin />}
    </CallbackFrame>
  );
}

/** The L2 text, then spec §2 GDAuthVerified: 是 logs in again (the level may have risen), 否 opens the identify page. */
function LevelTooLow({ identifyUrl }: { identifyUrl: string | null }) {
  const { beginProvincialLogin } = useOutsideLoginStart();
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="5">
      <Text color="orange.700" bg="orange.50" borderRadius="md" px="4" py="3" lineHeight="tall" data-testid="l2-text">
        {TEXTS.provincialLevelTooLow}
      </Text>
      <ProvincialVerifiedQuestion
        busy={busy}
        onNo={() => openIdentifyPage(identifyUrl)}
        onYes={async () => {
          setBusy(true);
          if (!(await beginProvincialLogin())) setBusy(false);
        }}
      />
    </Stack>
  );
}
