import { createRequire } from 'node:module';
import { sri, sriPlaceholder } from './integrity';

/** webpack-subresource-integrity's own util (not exported by its package types). */
const util = createRequire(__filename)('webpack-subresource-integrity/util') as {
  makePlaceholder(hashFuncNames: string[], id: string | number): string;
};

describe('integrity preset', () => {
  it.each([0, 2466, 'mfe_share'])('makes the placeholder the SRI plugin makes (%s)', (id) => {
    expect(sriPlaceholder(id)).toBe(util.makePlaceholder(['sha384'], id));
    expect(sriPlaceholder(id)).toHaveLength(sri('x').length);
  });

  it('is the sha384 Subresource Integrity of the bytes', () => {
    expect(sri('alert(1)')).toBe(
      'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW',
    );
  });
});
