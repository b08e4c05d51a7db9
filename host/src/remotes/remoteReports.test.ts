import { REMOTE_REPORT_PATH, sendRemoteReport } from './remoteReports';

describe('sendRemoteReport', () => {
  const beacon = jest.fn(() => true);
  beforeEach(() => {
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  it('sends the report as a beacon to the host’s collector', () => {
    sendRemoteReport({
      remote: 'mfe_share',
      version: '0.1.0-ab',
      outcome: 'failed',
      stage: 'fetch',
    });
    expect(beacon).toHaveBeenCalledWith(
      REMOTE_REPORT_PATH,
      JSON.stringify({
        remote: 'mfe_share',
        version: '0.1.0-ab',
        outcome: 'failed',
        stage: 'fetch',
      }),
    );
  });

  it('reports nothing of a developer override', () => {
    sendRemoteReport({ remote: 'mfe_share', version: 'override', outcome: 'failed' });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('a browser that throws loses the report, nothing else', () => {
    beacon.mockImplementationOnce(() => {
      throw new Error('closing');
    });
    expect(() =>
      sendRemoteReport({ remote: 'mfe_share', version: '1', outcome: 'mounted' }),
    ).not.toThrow();
  });
});
