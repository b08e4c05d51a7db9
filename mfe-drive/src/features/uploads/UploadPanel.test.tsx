import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { KeyValueStorage } from './resumeStorage';
import { ResumeStorage, uploadFingerprint } from './resumeStorage';
import { UploadPanel } from './UploadPanel';
import type { UploadLike } from './uploadLike';
import { UploadStore } from './UploadStore';
import { useWindowDrop } from './useWindowDrop';

const MB = 1024 * 1024;

function memory(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const idle: UploadLike = {
  url: null,
  start() {},
  abort: async () => undefined,
  findPreviousUploads: async () => [],
  resumeFromPreviousUpload() {},
};

function store(storage = memory()) {
  return new UploadStore({
    origins: () => ['http://a.test'],
    accessToken: async () => 'tok',
    onUploaded: () => undefined,
    userKey: 'U1',
    storage,
    createUpload: () => ({ ...idle }),
    terminate: async () => undefined,
  });
}

const show = (s: UploadStore) =>
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <UploadPanel store={s} />
    </IntlProvider>,
  );

describe('UploadPanel', () => {
  it('after Cancel all says how many were cancelled, with no total of 0 B', async () => {
    const s = store();
    s.add([{ file: new File(['a'], 'a.txt') }, { file: new File(['b'], 'b.txt') }], '');
    show(s);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2 uploads cancelled');
    expect(screen.queryByText(/0 B of 0 B/)).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Total progress' })).toBeNull();
  });

  it('lists an interrupted upload; another file is refused with a message; Discard removes it', async () => {
    const storage = memory();
    const lastModified = 1_700_000_000_000;
    await new ResumeStorage(storage).addUpload(
      uploadFingerprint('U1', 'VF1', '', {
        name: 'big.bin',
        size: 30 * MB,
        type: '',
        lastModified,
      }),
      {
        size: 30 * MB,
        metadata: { filename: 'big.bin', parent_id: 'VF1', relative_path: '' },
        creationTime: new Date().toString(),
        urlStorageKey: '',
        uploadUrl: 'http://a.test/drive/v1/uploads/U1',
        parallelUploadUrls: null,
      },
    );
    new ResumeStorage(storage).setOffset('http://a.test/drive/v1/uploads/U1', 12 * MB);
    const s = store(storage);
    show(s);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('1 interrupted upload');
    const bar = screen.getByRole('progressbar', { name: 'How far the upload of big.bin got' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('12 MB of 30 MB (40%)')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Resume upload of big.bin' }));
    await userEvent.upload(
      screen.getByTestId('upload-resume-input'),
      new File(['other'], 'other.bin', { lastModified }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is not the file that was being uploaded. Pick “big.bin” (30 MB)',
    );
    expect(s.items).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Discard upload of big.bin' }));
    expect(screen.queryByTestId('upload-panel')).toBeNull();
    expect(storage.length).toBe(0);
  });
});

describe('useWindowDrop', () => {
  function drag(type: string, types = ['Files']) {
    const e = new Event(type, { bubbles: true, cancelable: true });
    const data = { types, dropEffect: 'none', files: [], items: [] };
    Object.defineProperty(e, 'dataTransfer', { value: data });
    act(() => {
      document.body.dispatchEvent(e);
    });
    return { e, data };
  }

  it('takes file drags anywhere in the window, refuses where uploads cannot go, and lets go on unmount', () => {
    let accept = true;
    const dropped: unknown[] = [];
    const { result, unmount } = renderHook(() =>
      useWindowDrop(
        () => accept,
        (d) => dropped.push(d),
      ),
    );
    const over = drag('dragover');
    expect(over.e.defaultPrevented).toBe(true);
    expect(over.data.dropEffect).toBe('copy');
    expect(result.current).toBe(true);
    const drop = drag('drop');
    expect(drop.e.defaultPrevented).toBe(true);
    expect(dropped).toEqual([drop.data]);
    expect(result.current).toBe(false);

    // Not files (a drag inside the page): left alone.
    expect(drag('dragover', ['text/plain']).e.defaultPrevented).toBe(false);

    // Trash, search, a section page: the browser still does not get the file.
    accept = false;
    const refused = drag('dragover');
    expect(refused.e.defaultPrevented).toBe(true);
    expect(refused.data.dropEffect).toBe('none');
    expect(drag('drop').e.defaultPrevented).toBe(true);
    expect(dropped).toHaveLength(1);

    unmount();
    expect(drag('drop').e.defaultPrevented).toBe(false);
  });
});
