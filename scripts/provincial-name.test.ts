import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes.ts';

/**
 * The provincial platform has one name in every text users read, 广东省统一身份认证平台; the spec's §8 message keeps
 * its own wording (“广东省统一认证平台”) exactly as the spec quotes it (docs/decisions/0060-spec-gaps-of-the-new-user-walk.md).
 */
const ONE_NAME = '广东省统一身份认证平台';
const SPEC_MESSAGE = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'generated' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the provincial platform’s name', () => {
  it('is 广东省统一身份认证平台 everywhere but in the spec’s §8 message', () => {
    const others: string[] = [];
    let named = 0;
    for (const app of ['apps/web/src', 'apps/admin/src', 'apps/graph/src', 'apps/gateway/src', 'stand-ins/src']) {
      for (const file of sources(path.join(repoRoot, app))) {
        const text = fs.readFileSync(file, 'utf8').replaceAll(SPEC_MESSAGE, '');
        for (const match of text.matchAll(/广东省统一[\p{Script=Han}]{0,6}平台/gu)) {
          if (match[0] === ONE_NAME) named += 1;
          else others.push(`${path.relative(repoRoot, file)}: ${match[0]}`);
        }
      }
    }
    expect(others).toEqual([]);
    expect(named).toBeGreaterThan(3);
  });
});
