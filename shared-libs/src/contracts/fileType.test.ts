import {
  extensionOf,
  fileCategory,
  fileTypeOf,
  hasUnsupportedAudio,
  isPreviewable,
  previewKindOf,
  type FileTypeInput,
} from './fileType';

describe('fileTypeOf: one table for icons, previews and the spec categories', () => {
  it.each<[FileTypeInput, string]>([
    [{ kind: 'drive#folder', name: 'photos.zip' }, 'folder'],
    [{ name: 'a.7z' }, 'archive'],
    [{ name: 'x', mime_type: 'application/vnd.rar' }, 'archive'],
    [{ name: 'p.HEIC' }, 'image'],
    [{ name: 'p', mime_type: 'image/webp' }, 'image'],
    [{ name: 'm.mpeg' }, 'video'],
    [{ name: 's.eac3' }, 'audio'],
    [{ name: 'book.epub', mime_type: 'application/epub+zip' }, 'epub'],
    [{ name: 'book', mime_type: 'application/epub+zip' }, 'epub'],
    [{ name: 't.torrent' }, 'torrent'],
    [{ name: 'Report 2024.PDF' }, 'pdf'],
    [{ name: 'doc', mime_type: 'application/pdf' }, 'pdf'],
    [{ name: 'README.md' }, 'markdown'],
    [{ name: 'notes', mime_type: 'text/markdown; charset=utf-8' }, 'markdown'],
    [{ name: 'notes.txt' }, 'text'],
    [{ name: 'data.csv' }, 'text'],
    [{ name: 'x', mime_type: 'application/json' }, 'text'],
    [{ name: 'x', mime_type: 'text/plain' }, 'text'],
    [{ name: 'slides.pptx' }, 'document'],
    [{ name: 'setup.exe' }, 'other'],
    [{ name: '.bashrc' }, 'other'],
    // The extension decides over the MIME type.
    [{ name: 'x.txt', mime_type: 'image/png' }, 'text'],
    [{ name: 'x', file_extension: '.MD' }, 'markdown'],
  ])('%p is %s', (input, type) => {
    expect(fileTypeOf(input)).toBe(type);
  });

  it('keeps the spec categories: text, PDF, epub and folders are "other"', () => {
    expect(fileCategory({ name: 'a.txt' })).toBe('other');
    expect(fileCategory({ name: 'a.pdf' })).toBe('other');
    expect(fileCategory({ name: 'a.epub' })).toBe('other');
    expect(fileCategory({ kind: 'drive#folder', name: 'a.zip' })).toBe('other');
    expect(fileCategory({ name: 'a.zip' })).toBe('archive');
    expect(fileCategory({ name: 'a.flac' })).toBe('audio');
  });
});

describe('previewKindOf', () => {
  it.each<[FileTypeInput, string | null]>([
    [{ name: 'a.jpg' }, 'image'],
    [{ name: 'a.mkv' }, 'video'],
    [{ name: 'a.mp3' }, 'audio'],
    [{ name: 'a.log' }, 'text'],
    [{ name: 'a.markdown' }, 'markdown'],
    [{ name: 'a.pdf' }, 'pdf'],
    [{ name: 'a.docx' }, null],
    [{ name: 'a.zip' }, null],
    [{ kind: 'drive#folder', name: 'a.jpg' }, null],
  ])('%p previews as %s', (input, kind) => {
    expect(previewKindOf(input)).toBe(kind);
    expect(isPreviewable(input)).toBe(kind !== null);
  });
});

describe('hasUnsupportedAudio (spec §5: eac3)', () => {
  it('an .eac3 file, or a rendition with an eac3 audio track', () => {
    expect(hasUnsupportedAudio({ name: 'track.eac3' })).toBe(true);
    expect(
      hasUnsupportedAudio({
        name: 'movie.mkv',
        medias: [{ video: { audio_codec: 'aac' } }, { video: { audio_codec: 'EAC3' } }],
      }),
    ).toBe(true);
    expect(
      hasUnsupportedAudio({ name: 'movie.mkv', medias: [{ video: { audio_codec: 'aac' } }] }),
    ).toBe(false);
    expect(hasUnsupportedAudio({ name: 'movie.mkv', medias: [{}] })).toBe(false);
  });
});

describe('extensionOf', () => {
  it.each<[FileTypeInput, string]>([
    [{ name: 'a.tar.GZ' }, 'gz'],
    [{ name: 'noext' }, ''],
    [{ name: 'trailing.' }, ''],
    [{ name: '.hidden' }, ''],
    [{ name: 'x.jpg', file_extension: '.PNG' }, 'png'],
  ])('%p -> %p', (input, ext) => {
    expect(extensionOf(input)).toBe(ext);
  });
});
