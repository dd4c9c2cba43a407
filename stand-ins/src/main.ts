/**
 * `npm start -w @sme/stand-ins` (and scripts/start.ts outside production): the local stand-ins for the provincial
 * identity provider and WeChat login. Refuses NODE_ENV=production. Ctrl-C stops it.
 */
import { readStandInSettings } from './settings.ts';
import { startStandIns } from './stand-ins.ts';

const settings = readStandInSettings(process.env);
const standIns = await startStandIns(settings);
console.info(`provincial identity provider (issuer): ${standIns.provincial.issuer}`);
console.info(`identify page: ${standIns.provincial.identifyUrl}`);
console.info(`WeChat OAuth: ${standIns.wechat.baseUrl}`);
console.info(`SMS (SMS_ENDPOINT for aliyun and tencent): ${standIns.sms.endpoint}`);
console.info(`provincial government data (GOVDATA_URL): ${standIns.govData.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await standIns.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
