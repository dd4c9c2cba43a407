import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { from } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { queryThroughApollo } from './early-query';

// Not a gql tag: codegen validates those against the schema, and this query only exists in the test's server.
const HotlineProbe = parse('query HotlineProbe { siteConfig { hotline } }');

/** Apollo Client whose server runs `answer` for each request, told whether the request is quiet. */
function clientAnswering(answer: (quiet: boolean) => Promise<string>) {
  const server = new ApolloLink((operation) =>
    from(
      answer(operation.getContext().quietErrors === true).then((hotline) => ({
        data: { siteConfig: { __typename: 'SiteConfig', hotline } },
      })),
    ),
  );
  return new ApolloClient({ link: server, cache: new InMemoryCache() });
}

const badGateway = () =>
  new ServerError('Response not successful', { response: new Response('', { status: 502 }), bodyText: '' });

describe('queryThroughApollo (the queries of the first screen, through Apollo Client)', () => {
  it("answers from Apollo's cache once asked (cache-first), and asks again when network-only", async () => {
    const answer = vi.fn(async () => '0551-1234');
    const client = clientAnswering(answer);
    await queryThroughApollo(client, HotlineProbe, {});
    const again = await queryThroughApollo(client, HotlineProbe, {});
    expect(again).toEqual({ siteConfig: { __typename: 'SiteConfig', hotline: '0551-1234' } });
    expect(answer).toHaveBeenCalledTimes(1);
    await queryThroughApollo(client, HotlineProbe, {}, { fetchPolicy: 'network-only' });
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('with a retry plan asks again after a server failure, quietly except for the last try', async () => {
    const quietFlags: boolean[] = [];
    const client = clientAnswering(async (quiet) => {
      quietFlags.push(quiet);
      throw badGateway();
    });
    await expect(
      queryThroughApollo(client, HotlineProbe, {}, { retry: { attempts: 3, firstDelayMs: 1 } }),
    ).rejects.toMatchObject({ name: 'ServerError' });
    expect(quietFlags).toEqual([true, true, false]);
  });
});
