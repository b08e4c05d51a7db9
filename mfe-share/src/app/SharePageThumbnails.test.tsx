import { screen } from '@testing-library/react';
import { jsonReply } from 'shared-libs/testing';
import { fakeProps, file, makeHarness, okShare } from '../testing/harness';
import { renderSharePage } from '../testing/renderSharePage';

window.scrollBy = jest.fn();

const THUMB = 'https://api.test/drive/v1/thumbnails/p1?size=SIZE_LARGE&v=3';
const files = [
  file('photo.png', { id: 'p1', mime_type: 'image/png', thumbnail_link: THUMB }),
  file('notes.txt', { id: 't1', mime_type: 'text/plain' }),
];

/** The listing shows an uploaded picture's own thumbnail (the API's), other files their icon. */
describe.each(['list', 'grid'])('share %s thumbnails', (view) => {
  it("uses each file's thumbnail_link, the type icon without one", async () => {
    const h = makeHarness();
    h.transport.on('GET', '/drive/v1/share', jsonReply(okShare(files)));
    const props = fakeProps({ query: { view, order: 'name_asc' } });
    await renderSharePage(props, h.deps);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-view', view);
    const photo = screen.getByRole('option', { name: /photo\.png/ });
    expect(photo.querySelector('img')).toHaveAttribute('src', THUMB);
    const notes = screen.getByRole('option', { name: /notes\.txt/ });
    expect(notes.querySelector('img')).toBeNull();
    expect(notes.querySelector('[data-file-type]')).not.toBeNull();
  });
});
