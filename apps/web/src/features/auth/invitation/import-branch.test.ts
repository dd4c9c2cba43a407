import { describe, expect, it } from 'vitest';
import { importDestination, invitationTokenOf, takesImportBranch } from './import-branch';

describe('spec §4 login step 7', () => {
  it('takes the import branch for an imported account whose company is not certified, only', () => {
    expect(takesImportBranch({ ifImport: true, ifCertification: false })).toBe(true);
    expect(takesImportBranch({ ifImport: true, ifCertification: true })).toBe(false);
    expect(takesImportBranch({ ifImport: false, ifCertification: false })).toBe(false);
  });

  it('goes to /adInvitation until the invitation page was shown, then to /verified', () => {
    expect(importDestination({ ifAlerted: false })).toBe('/adInvitation');
    expect(importDestination({ ifAlerted: true })).toBe('/verified');
    expect(importDestination(null)).toBe('/verified');
  });

  it('reads the invitation token of the landing address, and nothing else', () => {
    const token = 'Ab_-'.repeat(10);
    expect(invitationTokenOf(`?importToken=${token}`)).toBe(token);
    expect(invitationTokenOf(`?channelCode=x&importToken=${token}`)).toBe(token);
    expect(invitationTokenOf('?importToken=short')).toBeNull();
    expect(invitationTokenOf('?importToken=%3Cscript%3E-------------')).toBeNull();
    expect(invitationTokenOf('')).toBeNull();
  });
});
