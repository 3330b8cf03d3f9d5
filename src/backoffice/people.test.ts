import { describe, expect, it } from 'vitest';
import { cite } from '../core/citation.js';
import { atOrAbove, checkSignature, sign, type StaffAccount } from './people.js';

const C = cite('§ 603a.20(f)(4)');
const fin: StaffAccount = {
  id: 'f1',
  name: 'Fay Finance',
  position: 'finance-supervisor',
  credential: 'PGCB-1234',
  active: true,
};

describe('signatures: name, signature and Board-issued credential number (§ 603a.20(f)(4))', () => {
  it('an account signs with its own name and credential number', () => {
    const s = sign(fin, 5, C);
    expect(s.ok && s.value).toEqual({
      accountId: 'f1',
      name: 'Fay Finance',
      credential: 'PGCB-1234',
      position: 'finance-supervisor',
      signedAt: 5,
    });
  });
  it.each([
    ['no credential number', { ...fin, credential: undefined }, 'signature_incomplete'],
    ['a malformed credential number', { ...fin, credential: 'x' }, 'signature_incomplete'],
    ['an inactive account', { ...fin, active: false }, 'signer_not_authorised'],
  ] as const)('§ 603a.20(f)(4): %s cannot sign', (_n, account, code) => {
    const s = sign(account as StaffAccount, 5, C);
    expect(s.ok ? 'ok' : s.error).toMatchObject({ code, citation: C });
  });
  it('§ 603a.20(f)(4): a signature is checked for its parts and its signer', () => {
    const s = sign(fin, 5, C);
    if (!s.ok) throw new Error('unsigned');
    expect(checkSignature(s.value, 'receipt', ['finance-supervisor'], C)).toEqual([]);
    expect(checkSignature(undefined, 'receipt', [], C).map((r) => r.code)).toEqual(['signature_missing']);
    expect(checkSignature({ ...s.value, name: ' ' }, 'receipt', [], C).map((r) => r.code)).toEqual([
      'signature_incomplete',
    ]);
    expect(checkSignature(s.value, 'requisition', ['marketing-supervisor'], C).map((r) => r.code)).toEqual([
      'signer_not_authorised',
    ]);
  });
  it('"or above" follows the table games chain; other departments are outside it', () => {
    expect(atOrAbove('table-games-shift-manager', 'pit-manager')).toBe(true);
    expect(atOrAbove('floorperson', 'pit-manager')).toBe(false);
    expect(atOrAbove('finance-supervisor', 'floorperson')).toBe(false);
    expect(atOrAbove('dealer', 'dealer')).toBe(false);
  });
});
