import type { CDPSession, JSHandle, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { solveCaptchaThrough } from '../support/graph-captcha.ts';
import { captchaAnswer, latestSmsCode, randomMobile, randomPassword } from './accounts-support.ts';
import { gatewayUrl } from './harness.ts';
import { GraphClient } from './verification-support.ts';

/**
 * Helpers of the upload browser tests: files made in the page, the network throttle, a second company (files made in
 * Node come from the test kit, tests/support/sample-files).
 */

/** Puts `file`, made in the page, into the page's file input as a user's choice would; answers its size in bytes. */
function chooseInPage(page: Page, file: JSHandle<File>): Promise<number> {
  return page.evaluate((chosen) => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    const transfer = new DataTransfer();
    transfer.items.add(chosen);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return chosen.size;
  }, file);
}

/** Chooses `file` in the upload field labelled `label` within `scope`, and waits until the field lists it. */
export async function attachFile(
  scope: Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await scope.getByLabel(label).setInputFiles(file);
  await expect.poll(() => scope.getByTestId('upload-item').count()).toBe(1);
}

/**
 * Chooses a noisy PNG made in the page with a canvas (noise does not compress: a 1500×1150 one is a ~5 MB "phone
 * photo") in the page's file input, as a user's choice would; answers its size in bytes.
 */
export async function chooseNoisyPng(page: Page, name: string, width: number, height: number): Promise<number> {
  const file = await page.evaluateHandle(
    async ({ name, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const image = context.createImageData(width, height);
      for (let i = 0; i < image.data.length; i += 4) {
        image.data[i] = Math.random() * 256;
        image.data[i + 1] = Math.random() * 256;
        image.data[i + 2] = Math.random() * 256;
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no PNG');
      return new File([blob], name, { type: 'image/png' });
    },
    { name, width, height },
  );
  return chooseInPage(page, file);
}

/** Limits the page's upload speed (bytes per second), or lifts the limit with null. */
export async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** What the page reads at /files/<path> with its own session: status, type, size and, for images, the dimensions. */
export function readStoredFile(
  page: Page,
  path: string,
): Promise<{ status: number; type: string; size: number; width: number; height: number }> {
  return page.evaluate(async (path) => {
    const response = await fetch(`/files/${path}`);
    const blob = await response.blob();
    let width = 0;
    let height = 0;
    if (response.ok && blob.type.startsWith('image/')) {
      const bitmap = await createImageBitmap(blob);
      width = bitmap.width;
      height = bitmap.height;
    }
    return { status: response.status, type: blob.type, size: blob.size, width, height };
  }, path);
}

/** Uploads straight to the gateway as a session (for set-ups that are not the subject of a test). */
export async function uploadAsSession(token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${gatewayUrl()}/zzzttt/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: string };
  if (envelope.code !== 0) throw new Error(`upload: ${envelope.msg}`);
  return envelope.data;
}

/** The registry company `otherCompanyClient` adds. */
export const OTHER_COMPANY = REGISTRY_FIXTURE.distinctiveTwin;

/** A new account with a registry company of its own (another company's staff); answers its session token. */
export async function otherCompanySession(): Promise<string> {
  return (await otherCompanyClient()).token;
}

/** A new account with OTHER_COMPANY, uncertified; answers its GraphQL client (holding the session). */
export async function otherCompanyClient(): Promise<GraphClient> {
  const client = new GraphClient();
  const mobile = randomMobile();
  const checkCaptcha = await solveCaptchaThrough((query, variables) => client.request(query, variables), captchaAnswer);
  await client.request('mutation ($input: SendSmsCodeInput!) { sendSmsCode(input: $input) }', {
    input: { mobile, captchaToken: checkCaptcha, method: 'REGISTER' },
  });
  const smsCode = await latestSmsCode(mobile);
  await client.request('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { mobile, password: randomPassword(), smsCode, isAgree: true },
  });
  await client.request('mutation ($input: AddCompanyInput!) { addCompany(input: $input) { companyName } }', {
    input: {
      companyName: OTHER_COMPANY.name,
      uniformCode: OTHER_COMPANY.uniformCode,
      legalPerson: OTHER_COMPANY.legalPerson,
    },
  });
  return client;
}

/**
 * Chooses a noisy 2000×1000 JPEG (well over 1 MB) carrying an EXIF orientation 6 (the camera was held upright:
 * shown turned 90° clockwise, 1000×2000) in the page's file input; answers its size in bytes.
 */
export async function chooseSidewaysJpeg(page: Page, name: string): Promise<number> {
  const file = await page.evaluateHandle(async (name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(2000, 1000);
    for (let i = 0; i < image.data.length; i += 1) image.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 1));
    if (!blob) throw new Error('no JPEG');
    const jpeg = new Uint8Array(await blob.arrayBuffer());
    // APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112) SHORT 6.
    const exif = [
      0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00,
      0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    return new File([jpeg.slice(0, 2), new Uint8Array(exif), jpeg.slice(2)], name, { type: 'image/jpeg' });
  }, name);
  return chooseInPage(page, file);
}
