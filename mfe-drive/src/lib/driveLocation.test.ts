import { drivePath, parseDriveLocation, sortParamOf } from './driveLocation';

describe('drive location', () => {
  it.each([
    [[], {}, { view: 'all', folderId: '' }],
    [['all'], {}, { view: 'all', folderId: '' }],
    [['ALL', 'VF123'], {}, { view: 'all', folderId: 'VF123' }],
    [['trash'], {}, { view: 'trash', folderId: '' }],
    [['recent'], {}, { view: 'recent', folderId: '' }],
    [['search'], { q: 'cat' }, { view: 'search', query: 'cat' }],
  ])('%j %j', (section, query, expected) => {
    expect(parseDriveLocation(section, query)).toMatchObject(expected);
  });

  it.each([[['payment']], [['account']], [['trash', 'x']], [['all', '../etc']], [['all', 'a b']]])(
    '%j is not a file view',
    (section) => {
      expect(parseDriveLocation(section, {})).toBeUndefined();
    },
  );

  it('reads order and view from the URL and ignores bad values', () => {
    expect(parseDriveLocation(['all'], { order: 'size_desc', view: 'list' })).toMatchObject({
      order: 8,
      viewType: 'list',
    });
    expect(parseDriveLocation(['all'], { order: 'drop table', view: 'tiles' })).toMatchObject({
      order: undefined,
      viewType: undefined,
    });
  });

  it('builds paths that parse back', () => {
    const p = drivePath({ view: 'all', folderId: 'VF1', order: 7, viewType: 'grid', query: '' });
    expect(p).toBe('/drive/all/VF1?order=size_asc&view=grid');
    expect(drivePath({ view: 'search', folderId: '', query: 'a&b' })).toBe('/drive/search?q=a%26b');
  });

  it('maps every order code to an API sort', () => {
    expect([1, 2, 3, 5, 6, 7, 8].map((c) => sortParamOf(c as never))).toEqual([
      'name_asc',
      'name_desc',
      'type_desc',
      'mod_asc',
      'mod_desc',
      'size_asc',
      'size_desc',
    ]);
  });

  it('keeps the Type sort in the address (type_desc)', () => {
    expect(parseDriveLocation(['all'], { order: 'type_desc' })?.order).toBe(3);
    expect(drivePath({ view: 'all', folderId: '', order: 3 as never })).toBe(
      '/drive/all?order=type_desc',
    );
  });
});

describe('drive location: starred and the preview address (issue 31)', () => {
  it('knows the starred view', () => {
    expect(parseDriveLocation(['starred'], {})).toMatchObject({ view: 'starred', folderId: '' });
    expect(parseDriveLocation(['starred', 'x'], {})).toBeUndefined();
  });

  it('reads ?preview= with a valid id, and not in the trash', () => {
    expect(parseDriveLocation(['all', 'VF1'], { preview: 'f-1' })).toMatchObject({
      folderId: 'VF1',
      preview: 'f-1',
    });
    expect(parseDriveLocation(['all'], { preview: '../x' })?.preview).toBeUndefined();
    expect(parseDriveLocation(['trash'], { preview: 'f-1' })?.preview).toBeUndefined();
  });

  it('writes the preview into the path, which parses back', () => {
    const p = drivePath({ view: 'all', folderId: 'VF1', query: '', preview: 'f-2' });
    expect(p).toBe('/drive/all/VF1?preview=f-2');
    const search = drivePath({ view: 'search', folderId: '', query: 'cat', preview: 'f-3' });
    expect(
      parseDriveLocation(['search'], Object.fromEntries(new URLSearchParams(search.split('?')[1]))),
    ).toMatchObject({
      query: 'cat',
      preview: 'f-3',
    });
  });
});
