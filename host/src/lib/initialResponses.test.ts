import { INITIAL_RESPONSES_ID, readInitialResponses } from './initialResponses';

const answer = {
  url: '/drive/v1/share?limit=100&thumbnail_size=SIZE_LARGE&share_id=abc',
  locale: 'ja',
  status: 200,
  body: '{"first":1}',
};

describe('initial responses in the page', () => {
  it('reads what the server wrote and ignores anything else', () => {
    const doc = (text: string | null) => ({
      getElementById: (id: string) =>
        id === INITIAL_RESPONSES_ID && text !== null
          ? ({ textContent: text } as HTMLElement)
          : null,
    });
    expect(readInitialResponses(doc(JSON.stringify([answer, { url: 1 }])))).toEqual([answer]);
    expect(readInitialResponses(doc('{not json'))).toEqual([]);
    expect(readInitialResponses(doc('{"url":"x"}'))).toEqual([]);
    expect(readInitialResponses(doc(null))).toEqual([]);
  });
});
