/** Agreements (docs/gateway-api.md, "Protocols"; spec §7): the list, one with its HTML, and the read record. */
import { z } from 'zod';
import { idField, optionalIdField, optionalText } from './account-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** One agreement's current version; isPopUp 1 means the portal shows its notice. */
export interface ProtocolRecord {
  id: number;
  type: number;
  version: string;
  isPopUp: number;
  title: string;
}

/** One agreement with its content, sanitised HTML. */
export interface ProtocolDetailRecord {
  id: number;
  type: number;
  version: string;
  title: string;
  content: string;
}

export const protocols = routeWithoutInput<ProtocolRecord[]>()('GET', '/zzzttt/protocol/version/getProtocols');

export const protocolDetail = route<ProtocolDetailRecord>()({
  method: 'GET',
  path: '/zzzttt/protocol/version/getProtocolDetail/:id',
  inputIn: 'path',
  input: z.object({ id: idField('协议编号不正确') }),
});

const PROTOCOL_IDS = /^\d{1,9}(,\d{1,9}){0,19}$/;

/** That the account read these agreements' current versions, for one of its companies (default: the session's). */
export const protocolRead = route<null>()({
  method: 'POST',
  path: '/zzzttt/protocol/version/read/saveRecord',
  inputIn: 'body',
  input: z.object({
    entId: optionalIdField('企业编号不正确'),
    protocolIds: z.preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value),
      z
        .string({ error: '请选择已阅读的协议' })
        .transform((text) => text.replace(/\s/g, ''))
        .refine((text) => PROTOCOL_IDS.test(text), { error: '协议编号不正确' })
        .transform((text) => [...new Set(text.split(',').map(Number))]),
    ),
    source: optionalText('来源', 20).default('PC'),
  }),
});
