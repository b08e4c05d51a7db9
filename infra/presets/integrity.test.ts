import { createRequire } from 'node:module';
import { sri, sriPlaceholder } from './integrity';

/** webpack-subresource-integrity's own util (not exported by its package types). */
const util = createRequire(__filename)('webpack-subresource-integrity/util') as {
  makePlaceholder(hashFuncNames: string[], id: string | number): string;
};

describe('integrity preset', () => {
  it.each([0, 2466, 'mfe_share'])('makes the placeholder the SRI plugin makes (%s)', (id) => {
    expect(sriPlaceholder(id)).toBe(util.makePlaceholder(['sha256'], id));
    expect(sriPlaceholder(id)).toHaveLength(sri('x').length);
  });

  it('is the sha256 Subresource Integrity of the bytes', () => {
    expect(sri('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});
