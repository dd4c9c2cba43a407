import { describe, expect, it } from 'vitest';
import {
  changedPopUpProtocols,
  readAgreedThisSession,
  readProtocolVersions,
  rememberAgreedThisSession,
  saveProtocolVersions,
} from '../protocols/protocol-versions';
import { captureChannelSettings, readChannelSettings } from './channel-settings';
import { STORAGE_KEYS } from './client-storage';
import { rememberJumpUrl, takeJumpUrl } from './jump-url';
import { memoryStorage } from './memory-storage';
import { clearPendingLogin, readPendingLogin, stashPendingLogin } from './pending-login';
import { readRememberedMobile, rememberMobile } from './remembered-mobile';

const privacy = { id: '1', type: 1, version: '1.0.0', isPopUp: true };
const agreement = { id: '2', type: 2, version: '1.0.0', isPopUp: true };
const authorisation = { id: '3', type: 3, version: '1.0.0', isPopUp: false };

describe('protocol versions (spec §3 protocolVersions, §4 step 2)', () => {
  it('finds every pop-up protocol changed when nothing is saved', () => {
    expect(changedPopUpProtocols([privacy, agreement, authorisation], {})).toEqual([privacy, agreement]);
  });

  it('finds only the pop-up protocols whose version differs from the saved one', () => {
    const saved = { type1: '1.0.0', type2: '0.9.0' };
    expect(changedPopUpProtocols([privacy, agreement, authorisation], saved)).toEqual([agreement]);
    expect(changedPopUpProtocols([privacy, agreement], { type1: '1.0.0', type2: '1.0.0' })).toEqual([]);
  });

  it('saves agreed versions as type1/type2 and keeps the others', () => {
    const storage = memoryStorage();
    saveProtocolVersions([privacy], storage);
    saveProtocolVersions([{ ...agreement, version: '2.0.0' }], storage);
    expect(readProtocolVersions(storage)).toEqual({ type1: '1.0.0', type2: '2.0.0' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.protocolVersions) ?? '')).toEqual({
      type1: '1.0.0',
      type2: '2.0.0',
    });
  });

  it('remembers the versions agreed in this session apart from the saved ones', () => {
    const sessionStorage = memoryStorage();
    const localStorage = memoryStorage();
    rememberAgreedThisSession([privacy, agreement], sessionStorage);
    expect(readAgreedThisSession(sessionStorage)).toEqual({ type1: '1.0.0', type2: '1.0.0' });
    expect(readProtocolVersions(localStorage)).toEqual({});
    expect(
      changedPopUpProtocols([privacy, { ...agreement, version: '1.1.0' }], readAgreedThisSession(sessionStorage)),
    ).toEqual([{ ...agreement, version: '1.1.0' }]);
  });

  it('reads garbage as nothing saved', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.protocolVersions, '{not json');
    expect(readProtocolVersions(storage)).toEqual({});
    storage.setItem(STORAGE_KEYS.protocolVersions, '{"type1":3}');
    expect(readProtocolVersions(storage)).toEqual({});
  });
});

describe('H5 channel settings', () => {
  it('stores channelCode and managerId from the page or hash-route query', () => {
    const storage = memoryStorage();
    captureChannelSettings(['?channelCode=C01', '?managerId=M9&x=1'], storage);
    expect(storage.getItem('H5-channelCode')).toBe('C01');
    expect(storage.getItem('H5-managerId')).toBe('M9');
    expect(readChannelSettings(storage)).toEqual({ channelCode: 'C01', managerId: 'M9' });
  });

  it('keeps earlier values when a later page has none, and ignores blank or oversized ones', () => {
    const storage = memoryStorage();
    captureChannelSettings(['channelCode=C01'], storage);
    captureChannelSettings(['', 'channelCode=%20%20', `managerId=${'x'.repeat(65)}`], storage);
    expect(readChannelSettings(storage)).toEqual({ channelCode: 'C01', managerId: undefined });
  });
});

describe('记住手机号', () => {
  it('keeps only a valid mobile, and forgets it when unticked', () => {
    const storage = memoryStorage();
    rememberMobile('13812345678', true, storage);
    expect(readRememberedMobile(storage)).toBe('13812345678');
    expect(storage.size()).toBe(1);
    rememberMobile('13812345678', false, storage);
    expect(readRememberedMobile(storage)).toBe('');
    rememberMobile('123', true, storage);
    expect(readRememberedMobile(storage)).toBe('');
  });
});

describe('jump URL (spec §6 remembered address)', () => {
  it('is answered once, then / again', () => {
    const storage = memoryStorage();
    rememberJumpUrl('/account/1?tab=2', storage);
    expect(takeJumpUrl(storage)).toBe('/account/1?tab=2');
    expect(takeJumpUrl(storage)).toBe('/');
  });

  it('never keeps another site or the login pages', () => {
    const storage = memoryStorage();
    for (const route of ['//evil.example', 'https://evil.example', '/login', '/register?x=1', '/forget']) {
      rememberJumpUrl(route, storage);
      expect(takeJumpUrl(storage)).toBe('/');
    }
  });
});

describe('pending login (several companies)', () => {
  it('round-trips the companies and changed protocols, and is cleared', () => {
    const storage = memoryStorage();
    const pending = {
      companies: [
        { id: '1', companyName: '甲公司', uniformCode: '91440101MA5XXXXX1A' },
        { id: '2', companyName: '乙公司', uniformCode: '91440101MA5XXXXX2B' },
      ],
      changedProtocols: [privacy],
      viaPassword: false,
    };
    stashPendingLogin(pending, storage);
    expect(readPendingLogin(storage)).toEqual(pending);
    clearPendingLogin(storage);
    expect(readPendingLogin(storage)).toBeNull();
  });

  it('keeps ids and names only, whatever else the answer’s objects carry', () => {
    const storage = memoryStorage();
    const company = { id: '1', companyName: '甲公司', uniformCode: '91440101MA5XXXXX1A' };
    const answered = { ...company, __typename: 'LoginCompany', loginCode: 'a'.repeat(43) };
    stashPendingLogin({ companies: [answered], changedProtocols: [privacy], viaPassword: true }, storage);
    expect(storage.getItem(STORAGE_KEYS.pendingLogin)).not.toContain('a'.repeat(43));
    expect(readPendingLogin(storage)).toEqual({ companies: [company], changedProtocols: [privacy], viaPassword: true });
  });

  it('reads a tampered or empty stash as none', () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.pendingLogin,
      JSON.stringify({ companies: [], changedProtocols: [], viaPassword: false }),
    );
    expect(readPendingLogin(storage)).toBeNull();
    storage.setItem(STORAGE_KEYS.pendingLogin, JSON.stringify({ companies: [{ id: 1 }], changedProtocols: [] }));
    expect(readPendingLogin(storage)).toBeNull();
  });
});
