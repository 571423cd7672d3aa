import { describe, expect, test } from 'vitest';
import { networkDataSource } from '../../../../src/client/site/network-data-source';

const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('networkDataSource', () => {
  test('a data file the network cannot fetch is named in the error, with the browser’s reason as its cause', async () => {
    const error = await networkDataSource('/effectie/', offline)
      .doc('current', 'cats-effect2/import')
      .then(
        () => expect.fail('the fetch failed, yet the doc loaded'),
        (caught: unknown) => caught as Error,
      );
    expect(error.message).toMatchInlineSnapshot(
      `"The page could not be loaded: /effectie/page-data/current/cats-effect2/import.json could not be fetched."`,
    );
    expect(error.cause).toEqual(new TypeError('Failed to fetch'));
  });

  test('a data file answered with an error status is named with that status', async () => {
    const notFound: typeof fetch = () => Promise.resolve(new Response('', { status: 404 }));
    await expect(
      networkDataSource('/', notFound).sidebar('v1', 'docsSidebar'),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: The page could not be loaded: /page-data/v1/_sidebars/docsSidebar.json answered 404.]`,
    );
  });

  test('a failed fetch is tried again on the next call', async () => {
    let calls = 0;
    const flaky: typeof fetch = () => (++calls === 1 ? offline('') : Promise.resolve(Response.json({ id: 'index' })));
    const source = networkDataSource('/', flaky);
    await expect(source.doc('current', 'index')).rejects.toThrow('could not be fetched');
    await expect(source.doc('current', 'index')).resolves.toEqual({ id: 'index' });
    expect(calls).toBe(2);
  });
});
