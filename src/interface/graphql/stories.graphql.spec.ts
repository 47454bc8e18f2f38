import { Argon2PasswordHasher } from '../../infrastructure/identity/argon2-password-hasher';
import { signedInCustomer, signIn } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const HOUR = 60 * 60 * 1000;

const STORY_FIELDS = /* GraphQL */ `
  id
  title
  description
  imageUrl
  audioUrl
  externalLink
  duration
  position
  expiresAt
  createdAt
  views
  likes
  wants
  viewerLiked
  viewerWanted
  product {
    id
    name
    price {
      formatted
    }
  }
`;

const STORIES = `query { stories { ${STORY_FIELDS} } }`;
const STORY = `query($id: ID!) { story(id: $id) { ${STORY_FIELDS} } }`;
const RECORD_VIEW = /* GraphQL */ `
  mutation ($id: ID!) {
    recordStoryView(storyId: $id) {
      __typename
      ... on StoryViewRecorded {
        storyId
        views
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;
const toggle = (field: 'toggleStoryLike' | 'toggleStoryWant') => /* GraphQL */ `
  mutation ($id: ID!) {
    ${field}(storyId: $id) {
      __typename
      ... on StoryInteractionToggled {
        story {
          id
          likes
          wants
          viewerLiked
          viewerWanted
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

interface StoryData {
  id: string;
  title: string;
  imageUrl: string;
  audioUrl: string | null;
  position: number;
  views: number;
  likes: number;
  wants: number;
  viewerLiked: boolean;
  viewerWanted: boolean;
  product: { id: string; name: string; price: { formatted: string } } | null;
}
type ToggleAnswer = {
  __typename: string;
  story?: Pick<StoryData, 'id' | 'likes' | 'wants' | 'viewerLiked' | 'viewerWanted'>;
  errorCode?: string;
  message?: string;
};

describe('Stories for shoppers over GraphQL (HTTP, real PostgreSQL)', () => {
  let api: TestStore;
  let customer: GraphQLClient;
  let productOnSale: string;
  let productOff: string;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    api.database.dataSource.query(query, params);

  /** A story stored as the admin's create would, relative to the database's clock. */
  async function story(
    title: string,
    fields: { expiresInMs?: number; active?: boolean; position?: number; productId?: string; audioKey?: string } = {},
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `INSERT INTO stories (title, description, image_key, audio_key, product_id, active, position, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::double precision / 1000), now())
       RETURNING id`,
      [
        title,
        `Descripción de ${title}`,
        `stories/1764000000000-image-${title.toLowerCase().replace(/\W+/g, '-')}.webp`,
        fields.audioKey ?? null,
        fields.productId ?? null,
        fields.active ?? true,
        fields.position ?? 0,
        fields.expiresInMs ?? 24 * HOUR,
      ],
    );
    return row!.id;
  }

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock('2026-11-22T15:00:00Z') });
    const [brand] = await sql<{ id: string }>(`INSERT INTO brands (name) VALUES ('Dior') RETURNING id`);
    const [onSale] = await sql<{ id: string }>(
      `INSERT INTO products (name, brand_id, original_price_cents, stock) VALUES ('Sauvage', $1, 35000, 5) RETURNING id`,
      [brand!.id],
    );
    const [off] = await sql<{ id: string }>(
      `INSERT INTO products (name, brand_id, original_price_cents, active) VALUES ('Retirado', $1, 10000, false)
       RETURNING id`,
      [brand!.id],
    );
    productOnSale = onSale!.id;
    productOff = off!.id;
    customer = await signedInCustomer(api);
  }, 120_000);
  afterAll(() => api.stop());
  beforeEach(() => sql(`DELETE FROM stories`));

  it('lists only visible stories: one past its expiry but still flagged active is hidden before any expiry check', async () => {
    const visible = await story('Navidad', { productId: productOnSale, audioKey: 'stories/1-audio-jingle.mp3' });
    const older = await story('Verano', { position: 1, productId: productOff });
    const expired = await story('Vencida', { expiresInMs: -1000 });
    await story('Apagada', { active: false });

    const { body } = await api.graphql<{ stories: StoryData[] }>(STORIES);

    expect(body.errors).toBeUndefined();
    expect(body.data?.stories.map((s) => s.id)).toEqual([visible, older]);
    const [first, second] = body.data!.stories;
    expect(first).toMatchObject({
      title: 'Navidad',
      imageUrl: '/files/stories/1764000000000-image-navidad.webp',
      audioUrl: '/files/stories/1-audio-jingle.mp3',
      position: 0,
      viewerLiked: false,
      product: { id: productOnSale, name: 'Sauvage', price: { formatted: 'S/ 350.00' } },
    });
    expect(second).toMatchObject({ audioUrl: null, product: null }); // its product is not on sale
    // Still flagged active in the table: hidden by the query itself, not by a scheduler.
    expect(await sql(`SELECT active FROM stories WHERE id = $1`, [expired])).toEqual([{ active: true }]);
  });

  it('reads the list in a fixed number of SQL statements, whatever the number of stories', async () => {
    for (let i = 0; i < 3; i++) await story(`Pocas ${i}`, { productId: productOnSale });
    api.queries.reset();
    expect((await customer.request<{ stories: StoryData[] }>(STORIES)).body.data?.stories).toHaveLength(3);
    const few = api.queries.count;

    for (let i = 0; i < 12; i++) await story(`Muchas ${i}`, { productId: i % 2 ? productOnSale : productOff });
    api.queries.reset();
    expect((await customer.request<{ stories: StoryData[] }>(STORIES)).body.data?.stories).toHaveLength(15);
    // The session with its account, the stories, the products (with their brands and categories, one
    // statement), the viewer's likes and wants.
    expect(api.queries.count).toBe(few);
    expect(api.queries.count).toBe(4);
  });

  it('answers story(id) for a visible story and null for an expired, switched-off, unknown or malformed one', async () => {
    const visible = await story('Navidad');
    const expired = await story('Vencida', { expiresInMs: -1000 });
    const off = await story('Apagada', { active: false });

    expect((await api.graphql<{ story: StoryData }>(STORY, { id: visible })).body.data?.story.title).toBe('Navidad');
    for (const id of [expired, off, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const { body } = await api.graphql<{ story: StoryData | null }>(STORY, { id });
      expect(body.errors).toBeUndefined();
      expect(body.data?.story).toBeNull();
    }
  });

  it("counts views of guests as 'anonymous' and of users under their e-mail; not on a hidden story", async () => {
    const id = await story('Navidad');
    const expired = await story('Vencida', { expiresInMs: -1000 });

    expect((await api.graphql(RECORD_VIEW, { id })).body.data).toEqual({
      recordStoryView: { __typename: 'StoryViewRecorded', storyId: id, views: 1 },
    });
    expect((await customer.request(RECORD_VIEW, { id })).body.data).toMatchObject({ recordStoryView: { views: 2 } });
    expect(await sql(`SELECT user_email FROM story_interactions WHERE story_id = $1 ORDER BY id`, [id])).toEqual([
      { user_email: 'anonymous' },
      { user_email: 'cliente@correo.pe' },
    ]);
    expect((await api.graphql(RECORD_VIEW, { id: expired })).body.data).toEqual({
      recordStoryView: {
        __typename: 'StoryUnavailableError',
        errorCode: 'STORY_UNAVAILABLE',
        message: 'Esta historia ya no está disponible',
      },
    });
    expect(await sql(`SELECT views FROM stories WHERE id = $1`, [expired])).toEqual([{ views: 0 }]);
  });

  it('counts a view once per viewer and story: an account, a guest by its cookie, and at most 20 guests per address', async () => {
    const id = await story('Navidad');
    const other = await story('Verano', { position: 1 });
    const views = async (storyId: string) =>
      (await sql<{ views: number }>(`SELECT views FROM stories WHERE id = $1`, [storyId]))[0]!.views;

    const guest = graphqlClient(api.url);
    const first = await guest.request(RECORD_VIEW, { id });
    expect(first.setCookies).toEqual([
      expect.stringMatching(/^esencia_guest=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/),
    ]);
    for (let i = 0; i < 2; i++) expect((await guest.request(RECORD_VIEW, { id })).setCookies).toEqual([]);
    for (let i = 0; i < 3; i++) await customer.request(RECORD_VIEW, { id });
    expect(await views(id)).toBe(2);
    expect((await guest.request(RECORD_VIEW, { id: other })).body.data).toMatchObject({
      recordStoryView: { views: 1 },
    });

    // New sessions with no cookie from one address: 19 more guests count (20 with the first), the rest watch.
    for (let i = 0; i < 30; i++) {
      const { body } = await api.graphql<{ recordStoryView: { views: number } }>(RECORD_VIEW, { id });
      expect(body.data?.recordStoryView.views).toBe(Math.min(3 + i, 21));
    }
    expect(await views(id)).toBe(21);
    expect(await sql(`SELECT count(*)::int AS n FROM story_interactions WHERE story_id = $1`, [id])).toEqual([
      { n: 21 },
    ]);
  });

  it.each([
    ['toggleStoryLike', 'STORY_LIKE_REQUIRES_LOGIN', 'Debes iniciar sesión para dar like'],
    ['toggleStoryWant', 'STORY_WANT_REQUIRES_LOGIN', 'Debes iniciar sesión para usar Lo quiero'],
  ] as const)('%s needs a signed-in shopper: a guest gets %s', async (field, errorCode, message) => {
    const id = await story('Navidad');
    const { body } = await api.graphql<Record<string, ToggleAnswer>>(toggle(field), { id });
    expect(body.errors).toBeUndefined();
    expect(body.data?.[field]).toEqual({ __typename: 'StoryLoginRequiredError', errorCode, message });
    expect(await sql(`SELECT likes, wants FROM stories WHERE id = $1`, [id])).toEqual([{ likes: 0, wants: 0 }]);
  });

  it('toggles like and want for a signed-in shopper, shown back in viewerLiked/viewerWanted', async () => {
    const id = await story('Navidad');
    const like = async () =>
      (await customer.request<{ toggleStoryLike: ToggleAnswer }>(toggle('toggleStoryLike'), { id })).body.data
        ?.toggleStoryLike;
    const want = async () =>
      (await customer.request<{ toggleStoryWant: ToggleAnswer }>(toggle('toggleStoryWant'), { id })).body.data
        ?.toggleStoryWant;

    expect(await like()).toEqual({
      __typename: 'StoryInteractionToggled',
      story: { id, likes: 1, wants: 0, viewerLiked: true, viewerWanted: false },
    });
    expect((await want())?.story).toEqual({ id, likes: 1, wants: 1, viewerLiked: true, viewerWanted: true });
    const seen = await customer.request<{ story: StoryData }>(STORY, { id });
    expect(seen.body.data?.story).toMatchObject({ likes: 1, wants: 1, viewerLiked: true, viewerWanted: true });
    const guest = await api.graphql<{ story: StoryData }>(STORY, { id });
    expect(guest.body.data?.story).toMatchObject({ likes: 1, viewerLiked: false, viewerWanted: false });

    expect((await like())?.story).toEqual({ id, likes: 0, wants: 1, viewerLiked: false, viewerWanted: true });
    expect((await want())?.story).toEqual({ id, likes: 0, wants: 0, viewerLiked: false, viewerWanted: false });

    const expired = await story('Vencida', { expiresInMs: -1000 });
    const refused = await customer.request<{ toggleStoryLike: ToggleAnswer }>(toggle('toggleStoryLike'), {
      id: expired,
    });
    expect(refused.body.data?.toggleStoryLike).toMatchObject({ errorCode: 'STORY_UNAVAILABLE' });
  });

  it("a shopper's double tap toggles exactly once per call", async () => {
    const id = await story('Navidad');
    const answers = await Promise.all(
      [1, 2].map(() => customer.request<{ toggleStoryLike: ToggleAnswer }>(toggle('toggleStoryLike'), { id })),
    );
    expect(answers.map((a) => a.body.data?.toggleStoryLike.story?.viewerLiked).sort()).toEqual([false, true]);
    expect(await sql(`SELECT likes FROM stories WHERE id = $1`, [id])).toEqual([{ likes: 0 }]);
    expect(await sql(`SELECT count(*)::int AS n FROM story_interactions WHERE story_id = $1`, [id])).toEqual([
      { n: 0 },
    ]);
  });

  it('100 concurrent likes from 100 signed-in shoppers give 100', async () => {
    const password = 'Fragancia-2026';
    const hash = await new Argon2PasswordHasher().hash(password);
    const emails = Array.from({ length: 100 }, (_, i) => `fan${i}@correo.pe`);
    await sql(
      `INSERT INTO accounts (email, password_hash, name, confirmed_at)
       SELECT e, $2, 'Fan', now() FROM unnest($1::text[]) AS e`,
      [emails, hash],
    );
    const clients: GraphQLClient[] = [];
    for (const email of emails) clients.push(await signIn(api, email, password, graphqlClient(api.url)));
    const id = await story('Popular');

    const answers = await Promise.all(
      clients.map((client) => client.request<{ toggleStoryLike: ToggleAnswer }>(toggle('toggleStoryLike'), { id })),
    );

    expect(answers.every((a) => a.body.data?.toggleStoryLike.story?.viewerLiked === true)).toBe(true);
    expect((await api.graphql<{ story: StoryData }>(STORY, { id })).body.data?.story.likes).toBe(100);
    expect(
      await sql(`SELECT count(DISTINCT user_email)::int AS n FROM story_interactions WHERE story_id = $1`, [id]),
    ).toEqual([{ n: 100 }]);
  }, 120_000);
});

describe('Story views behind a proxy (TRUST_PROXY)', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock('2026-11-22T15:00:00Z'), trustProxy: true });
  }, 120_000);
  afterAll(() => api.stop());

  it("counts the guests of one IPv6 network (a /56, one customer's) as one address: 20 at most", async () => {
    const [story] = await api.database.dataSource.query(
      `INSERT INTO stories (title, description, image_key, expires_at) VALUES ('Navidad', 'Descripción',
       'stories/1-navidad.webp', now() + interval '1 day') RETURNING id`,
    );
    for (let i = 1; i <= 25; i++) {
      // Each a new address of the same network: 2001:db8:0:1::1, 2001:db8:0:2::2…
      const guest = graphqlClient(api.url, { 'x-forwarded-for': `2001:db8:0:${i.toString(16)}::${i}` });
      await guest.request(RECORD_VIEW, { id: story.id });
    }
    await graphqlClient(api.url, { 'x-forwarded-for': '2001:db8:1:100::1' }).request(RECORD_VIEW, { id: story.id });
    const [{ views }] = await api.database.dataSource.query('SELECT views FROM stories WHERE id = $1', [story.id]);
    expect(views).toBe(21);
  });
});
