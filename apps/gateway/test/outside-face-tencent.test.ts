import { describe, expect, it } from 'vitest';
import { createFaceVerifier } from '#outside/face/create-face-verifier.ts';
import { readFaceSettings } from '#outside/face/face-settings.ts';
import type { FaceVerifier } from '#outside/face/face-verifier.ts';
import { harnessForFile, startAccounts } from './accounts-support.ts';
import { confirm, faceResult, idNumber, memberOfNewCompany, startFace, userInfo } from './identity-support.ts';
import { startVendorStandIns } from './vendor-stand-ins.ts';

const standIns = harnessForFile(startVendorStandIns);

function tencentEnv(secret = standIns.sms.keys.accessKeySecret): NodeJS.ProcessEnv {
  return {
    FACE_PROVIDER: 'tencent',
    FACE_ENDPOINT: standIns.faceId.endpoint,
    FACE_SECRET_ID: standIns.sms.keys.accessKeyId,
    FACE_SECRET_KEY: secret,
    FACE_RULE_ID: '1',
  };
}

// One gateway; each test chooses the verifier (right or wrong secret) its checks go through.
let verifier: FaceVerifier | undefined;
const use = async (env: NodeJS.ProcessEnv) => {
  verifier = await createFaceVerifier(readFaceSettings(env, false), h.database.db);
};
const h = harnessForFile(() =>
  startAccounts({
    faceVerifier: () => ({
      provider: 'tencent',
      configured: true,
      start: (request, now) => (verifier ? verifier.start(request, now) : Promise.reject(new Error('no verifier'))),
      result: (token, now) => (verifier ? verifier.result(token, now) : Promise.reject(new Error('no verifier'))),
    }),
  }),
);

/** A member of a new company whose legal representative is 王建国, with the face check started at FaceID. */
async function startedCheck() {
  const { token } = await memberOfNewCompany(h);
  const confirmed = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
  return { token, started: await startFace(h.app, token, confirmed.data?.userCode ?? '') };
}

/** What the person does on the FaceID page: choose 通过 or 不通过; answers where the browser is sent. */
async function decide(url: string, result: 'pass' | 'fail'): Promise<string | null> {
  const page = await fetch(url);
  expect(await page.text()).toContain('请王**本人完成人脸核身');
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return answer.headers.get('location');
}

describe('the face check through Tencent Cloud FaceID’s SDK against its stand-in', () => {
  it('DetectAuth with the name and ID number opens FaceID’s page, which returns to the portal; a pass certifies', async () => {
    await use(tencentEnv());
    const { token, started } = await startedCheck();
    expect(started.code).toBe(0);
    const { certToken, url } = started.data as { certToken: string; url: string };
    expect(url).toMatch(new RegExp(`^${standIns.faceId.endpoint}/faceid/[\\w-]+$`));
    expect(standIns.faceId.store.find(url.split('/').at(-1) ?? '')).toMatchObject({
      name: '王建国',
      idCard: idNumber(),
      ruleId: '1',
    });
    expect((await faceResult(h.app, token, certToken)).data).toMatchObject({ status: 'PENDING' });

    expect(await decide(url, 'pass')).toMatch(/^https:\/\/portal\.example\.cn\/#\/\?faceKey=[\w-]{43}$/);
    expect((await faceResult(h.app, token, certToken)).data).toMatchObject({ status: 'PASSED', failReason: null });
    expect(await userInfo(h.app, token)).toMatchObject({ ifCertification: true, hasCheckedFace: true });
  });

  it('a refused comparison is FAILED with FaceID’s reason', async () => {
    await use(tencentEnv());
    const { token, started } = await startedCheck();
    const { certToken, url } = started.data as { certToken: string; url: string };
    await decide(url, 'fail');
    expect((await faceResult(h.app, token, certToken)).data).toMatchObject({
      status: 'FAILED',
      failReason: '人脸核身未通过，请重新认证（比对失败）',
    });
  });

  it('a wrong secret is refused by the stand-in’s signature check: the check does not start (-1503)', async () => {
    await use(tencentEnv('not-the-secret'));
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const { started } = await startedCheck();
      expect(started.code).toBe(-1503);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('The provided credentials could not be validated');
    expect(errors.join('\n')).not.toContain(idNumber());
  });
});
