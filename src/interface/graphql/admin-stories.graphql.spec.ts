import sharp from 'sharp';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/shared/pagination';
import { STORY_ADMIN_MESSAGES, positionsSyncedMessage } from '../../domain/story/story-admin';
import { STORY_EXPIRED_EDIT_MESSAGE, STORY_LIFETIME_MS } from '../../domain/story/story-lifecycle';
import { STORY_MESSAGES } from '../../domain/story/story-validation';
import { silentMp3 } from '../../infrastructure/testing/audio-fixtures';
import { ADMIN_IMAGES_PATH } from '../http/admin-images';
import { STORY_AUDIO_PATH } from '../http/story-audio';
import { signedInAdmin, signedInCustomer, CUSTOMER_EMAIL } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

// The public list and the stat cards read the database's clock: the test's clock is the real time.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 60 * 60 * 1000;

const STORY_FIELDS = /* GraphQL */ `
  id title description imageKey imageUrl audioKey audioUrl externalLink duration active state
  views likes wants position expiresAt createdAt updatedAt
  product { id name price { cents } imageUrl }
`;
const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on StorySaved { message story { ${STORY_FIELDS} } }
  ... on InvalidInputError { errorCode message fieldErrors { field message } }
  ... on NotFoundError { errorCode message }
  ... on StoryTransitionError { errorCode message }
`;
const LIFECYCLE_FIELDS = /* GraphQL */ `
  __typename
  ... on StorySaved { message story { ${STORY_FIELDS} } }
  ... on NotFoundError { errorCode message }
`;
const CREATE = `mutation($input: StoryInput!) { createStory(input: $input) { ${RESULT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: StoryInput!) { updateStory(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
const RESTORE = `mutation($id: ID!) { restoreStory(id: $id) { ${LIFECYCLE_FIELDS} } }`;
const FORCE_EXPIRE = `mutation($id: ID!) { forceExpireStory(id: $id) { ${LIFECYCLE_FIELDS} } }`;
const DELETE = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteStory(id: $id) {
      __typename
      ... on StoryDeleted {
        id
        message
      }
      ... on NotFoundError {
        errorCode
        message
      }
    }
  }
`;
const LIST = `query($search: String, $page: Int, $pageSize: Int) {
  adminStories(search: $search, page: $page, pageSize: $pageSize) {
    items { id title position state }
    total page pageSize totalPages
    statistics { total active off expired views likes wants }
  }
}`;
const ONE = `query($id: ID!) { adminStory(id: $id) { ${STORY_FIELDS} } }`;
const AUDIENCE = `query($id: ID!, $kind: StoryAudienceKind!, $page: Int, $pageSize: Int) {
  adminStoryAudience(storyId: $id, kind: $kind, page: $page, pageSize: $pageSize) {
    items { email name at } total page pageSize totalPages
  }
}`;

interface AdminStory {
  id: string;
  title: string;
  imageKey: string;
  imageUrl: string;
  audioKey: string | null;
  audioUrl: string | null;
  externalLink: string | null;
  duration: number;
  active: boolean;
  state: string;
  views: number;
  likes: number;
  wants: number;
  position: number;
  expiresAt: string;
  createdAt: string;
  product: { id: string; name: string; price: { cents: number }; imageUrl: string | null } | null;
}
interface SaveAnswer {
  __typename: string;
  message: string;
  story: AdminStory;
  errorCode?: string;
  fieldErrors?: { field: string; message: string }[];
}

const picture = () =>
  sharp({ create: { width: 60, height: 90, channels: 3, background: { r: 180, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe('admin stories over GraphQL', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let productId: string;
  let uploads = 0;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW.toISOString()), seed: true });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL);
    await customer.request('mutation { updateProfile(name: "Ana Quispe") { __typename } }');
    [{ id: productId }] = await api.store.dataSource.query(
      `SELECT id FROM products WHERE active ORDER BY position LIMIT 1`,
    );
  }, 60_000);

  afterAll(() => api.stop());

  const db = () => api.store.dataSource;
  const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  /** Uploads through the admin's routes, each under a name of its own (keys carry the clock's fixed time). */
  async function upload(path: string, content: Buffer, name: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.set(field, value);
    form.set('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      body: form,
      headers: { origin: api.url, cookie: cookieOf(admin) },
    });
    const body = (await response.json()) as { key: string };
    expect(response.status).toBe(201);
    return body.key;
  }
  const uploadPicture = async () =>
    upload(ADMIN_IMAGES_PATH, await picture(), `historia ${++uploads}.png`, { purpose: 'story' });
  const uploadAudio = () => upload(STORY_AUDIO_PATH, silentMp3(), `jingle ${++uploads}.mp3`);

  const input = (imageKey: string, changes: Record<string, unknown> = {}) => ({
    title: 'Navidad en Esencia',
    description: 'Nuevos aromas para regalar',
    imageKey,
    ...changes,
  });

  async function save<K extends 'createStory' | 'updateStory' | 'restoreStory' | 'forceExpireStory'>(
    document: string,
    variables: Record<string, unknown>,
    field: K,
  ): Promise<SaveAnswer> {
    const { body } = await admin.request<Record<K, SaveAnswer>>(document, variables);
    expect(body.errors).toBeUndefined();
    return body.data![field];
  }
  const create = async (variables: Record<string, unknown>) => save(CREATE, { input: variables }, 'createStory');
  const created = async (variables: Record<string, unknown>) => {
    const answer = await create(variables);
    expect(answer.__typename).toBe('StorySaved');
    return answer.story;
  };
  const update = (id: string, variables: Record<string, unknown>) =>
    save(UPDATE, { id, input: variables }, 'updateStory');
  const adminStory = async (id: string) =>
    (await admin.request<{ adminStory: AdminStory | null }>(ONE, { id })).body.data!.adminStory;
  const served = async (url: string) => (await fetch(`${api.url}${url}`)).status;

  it('creates a story with a picture, audio, link and product: active for 24 h, counters at 0', async () => {
    const [imageKey, audioKey] = [await uploadPicture(), await uploadAudio()];
    const answer = await create(
      input(imageKey, { audioKey, externalLink: 'https://esencia.pe/navidad', duration: 15, productId }),
    );
    expect(answer).toMatchObject({
      __typename: 'StorySaved',
      message: STORY_ADMIN_MESSAGES.created,
      story: {
        title: 'Navidad en Esencia',
        imageKey,
        imageUrl: `/files/${imageKey}`,
        audioKey,
        audioUrl: `/files/${audioKey}`,
        externalLink: 'https://esencia.pe/navidad',
        duration: 15,
        active: true,
        state: 'ACTIVE',
        views: 0,
        likes: 0,
        wants: 0,
        position: 0,
        createdAt: NOW.toISOString(),
        expiresAt: new Date(NOW.getTime() + STORY_LIFETIME_MS).toISOString(),
        product: { id: productId, name: expect.any(String), price: { cents: expect.any(Number) } },
      },
    });
    expect(await served(answer.story.imageUrl)).toBe(200);
    expect(await adminStory(answer.story.id)).toEqual(answer.story);
  });

  it('puts each new story at position 0 and moves every other one up by one', async () => {
    const first = await created(input(await uploadPicture(), { title: 'Primera' }));
    const second = await created(input(await uploadPicture(), { title: 'Segunda' }));
    expect(second.position).toBe(0);
    expect((await adminStory(first.id))?.position).toBe(1);
    const positions: { position: number }[] = await db().query(`SELECT position FROM stories ORDER BY position`);
    expect(positions.map((row) => row.position)).toEqual(positions.map((_, i) => i));
  });

  it('checks every field with the domain’s messages and stores nothing', async () => {
    const imageKey = await uploadPicture();
    const before: { count: number }[] = await db().query(`SELECT count(*)::int AS count FROM stories`);
    const fieldErrors = async (changes: Record<string, unknown>) => {
      const answer = await create(input(imageKey, changes));
      expect(answer).toMatchObject({ __typename: 'InvalidInputError', errorCode: 'STORY_INVALID' });
      return answer.fieldErrors;
    };
    expect(await fieldErrors({ title: '  ', description: '' })).toEqual([
      { field: 'title', message: STORY_MESSAGES.titleRequired },
      { field: 'description', message: STORY_MESSAGES.descriptionRequired },
    ]);
    expect(await fieldErrors({ imageKey: '' })).toEqual([{ field: 'image', message: STORY_MESSAGES.imageRequired }]);
    for (const foreign of [
      `stories/${NOW.getTime()}-image-never-uploaded.png`,
      'products/1764000000000-0-sauvage.webp',
      '../../etc/passwd',
    ]) {
      expect(await fieldErrors({ imageKey: foreign })).toEqual([
        { field: 'image', message: STORY_ADMIN_MESSAGES.imageNotUploaded },
      ]);
    }
    for (const audioKey of [`stories/${NOW.getTime()}-audio-never.mp3`, imageKey]) {
      expect(await fieldErrors({ audioKey })).toEqual([
        { field: 'audio', message: STORY_ADMIN_MESSAGES.audioNotUploaded },
      ]);
    }
    expect(await fieldErrors({ externalLink: 'javascript:alert(1)' })).toEqual([
      { field: 'externalLink', message: STORY_MESSAGES.linkInvalid },
    ]);
    for (const duration of [2, 31]) {
      expect(await fieldErrors({ duration })).toEqual([{ field: 'duration', message: STORY_MESSAGES.durationRange }]);
    }
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect(await fieldErrors({ productId: unknown })).toEqual([
        { field: 'productId', message: STORY_ADMIN_MESSAGES.productMissing },
      ]);
    }
    expect(await db().query(`SELECT count(*)::int AS count FROM stories`)).toEqual(before);
  });

  it('has no way to send counters or a position: such a payload is a GraphQL validation error', async () => {
    const imageKey = await uploadPicture();
    for (const extra of [{ views: 100 }, { likes: 5 }, { wants: 1 }, { position: 3 }]) {
      const { body } = await admin.request(CREATE, { input: input(imageKey, extra) });
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const inline = await admin.request(
      `mutation { createStory(input: { title: "T", description: "D", imageKey: "${imageKey}", likes: 9 }) { __typename } }`,
    );
    expect(inline.body.errors?.[0]?.extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
    const { body } = await admin.request<{ adminStories: { items: { title: string }[] } }>(LIST, {});
    expect(body.data!.adminStories.items.map((item) => item.title)).not.toContain('T');
  });

  it('updates the form and never the counters or the position; a replaced picture leaves storage', async () => {
    const oldImage = await uploadPicture();
    const story = await created(input(oldImage, { audioKey: await uploadAudio() }));
    await created(input(await uploadPicture(), { title: 'Más nueva' }));
    await db().query(`UPDATE stories SET views = 40, likes = 7, wants = 3 WHERE id = $1`, [story.id]);
    const newImage = await uploadPicture();

    const answer = await update(
      story.id,
      input(newImage, { title: 'Navidad 2026', audioKey: null, duration: 20, productId }),
    );

    expect(answer).toMatchObject({
      __typename: 'StorySaved',
      message: STORY_ADMIN_MESSAGES.updated,
      story: {
        title: 'Navidad 2026',
        imageKey: newImage,
        audioKey: null,
        duration: 20,
        views: 40,
        likes: 7,
        wants: 3,
        position: 1,
        createdAt: story.createdAt,
        expiresAt: story.expiresAt,
        product: { id: productId },
      },
    });
    expect(await served(`/files/${oldImage}`)).toBe(404);
    expect(await served(story.audioUrl!)).toBe(404);
    expect(await served(`/files/${newImage}`)).toBe(200);
  });

  it('switches a running story off and on, and answers NotFoundError for an unknown story', async () => {
    const imageKey = await uploadPicture();
    const story = await created(input(imageKey));
    expect(await update(story.id, input(imageKey, { active: false }))).toMatchObject({
      story: { active: false, state: 'OFF' },
    });
    expect(await update(story.id, input(imageKey, { active: true }))).toMatchObject({
      story: { active: true, state: 'ACTIVE' },
    });
    expect(await update('00000000-0000-4000-8000-000000000000', input(imageKey))).toEqual({
      __typename: 'NotFoundError',
      errorCode: 'STORY_NOT_FOUND',
      message: STORY_ADMIN_MESSAGES.notFound,
    });
  });

  describe('an expired story', () => {
    let story: AdminStory;
    let imageKey: string;

    beforeAll(async () => {
      imageKey = await uploadPicture();
      story = await created(input(imageKey, { title: 'Campaña pasada' }));
      await db().query(
        `INSERT INTO story_interactions (story_id, user_email, type) VALUES ($1, $2, 'like'), ($1, $2, 'want'), ($1, 'anonymous', 'view')`,
        [story.id, CUSTOMER_EMAIL],
      );
      await db().query(
        `UPDATE stories SET views = 12, likes = 1, wants = 1, expires_at = $2, active = true WHERE id = $1`,
        [story.id, new Date(NOW.getTime() - HOUR)],
      );
    });

    it('is not edited, even before the expiry check switched it off', async () => {
      expect(await update(story.id, input(imageKey, { title: 'Otra', active: true }))).toEqual({
        __typename: 'StoryTransitionError',
        errorCode: 'STORY_TRANSITION_NOT_ALLOWED',
        message: STORY_EXPIRED_EDIT_MESSAGE,
      });
      expect(await adminStory(story.id)).toMatchObject({ title: 'Campaña pasada', state: 'EXPIRED', likes: 1 });
    });

    it('is restored to 24 h: active, new creation time, counters at 0 and its interactions deleted', async () => {
      const answer = await save(RESTORE, { id: story.id }, 'restoreStory');
      expect(answer).toMatchObject({
        __typename: 'StorySaved',
        message: STORY_ADMIN_MESSAGES.restored,
        story: {
          state: 'ACTIVE',
          active: true,
          views: 0,
          likes: 0,
          wants: 0,
          createdAt: NOW.toISOString(),
          expiresAt: new Date(NOW.getTime() + STORY_LIFETIME_MS).toISOString(),
        },
      });
      expect(await db().query(`SELECT * FROM story_interactions WHERE story_id = $1`, [story.id])).toEqual([]);
    });
  });

  it.each([
    ['active', true],
    ['switched off', false],
  ])('force-expires an %s story one hour ago and switches it off', async (_, active) => {
    const imageKey = await uploadPicture();
    const story = await created(input(imageKey));
    if (!active) await update(story.id, input(imageKey, { active: false }));
    const answer = await save(FORCE_EXPIRE, { id: story.id }, 'forceExpireStory');
    expect(answer).toMatchObject({
      __typename: 'StorySaved',
      message: STORY_ADMIN_MESSAGES.forceExpired,
      story: { state: 'EXPIRED', active: false, expiresAt: new Date(NOW.getTime() - HOUR).toISOString() },
    });
    const visible: unknown[] = await db().query(
      `SELECT id FROM stories WHERE id = $1 AND active AND expires_at > now()`,
      [story.id],
    );
    expect(visible).toEqual([]);
  });

  it('rewrites the positions that differ from the newest-first numbering', async () => {
    // One creation time per story, newest at position 0, then every stored position wrong.
    await db().query(`UPDATE stories SET created_at = $1::timestamptz - position * interval '1 minute'`, [NOW]);
    await db().query(`UPDATE stories SET position = position * 2 + 1`);
    const { body } = await admin.request<{ syncStoryPositions: { changed: number; message: string } }>(
      'mutation { syncStoryPositions { changed message } }',
    );
    const rows: { position: number }[] = await db().query(`SELECT position FROM stories ORDER BY created_at DESC`);
    expect(body.data!.syncStoryPositions).toEqual({
      changed: rows.length,
      message: positionsSyncedMessage(rows.length),
    });
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, i) => i));
    const again = await admin.request<{ syncStoryPositions: { changed: number; message: string } }>(
      'mutation { syncStoryPositions { changed message } }',
    );
    expect(again.body.data!.syncStoryPositions).toEqual({ changed: 0, message: STORY_ADMIN_MESSAGES.positionsInOrder });
  });

  it('deletes a story with its interactions and files; a second delete is NotFoundError', async () => {
    const story = await created(input(await uploadPicture(), { audioKey: await uploadAudio() }));
    await db().query(`INSERT INTO story_interactions (story_id, user_email, type) VALUES ($1, 'anonymous', 'view')`, [
      story.id,
    ]);
    const { body } = await admin.request<{ deleteStory: unknown }>(DELETE, { id: story.id });
    expect(body.data!.deleteStory).toEqual({
      __typename: 'StoryDeleted',
      id: story.id,
      message: STORY_ADMIN_MESSAGES.deleted,
    });
    expect(await adminStory(story.id)).toBeNull();
    expect(await db().query(`SELECT id FROM story_interactions WHERE story_id = $1`, [story.id])).toEqual([]);
    expect(await served(story.imageUrl)).toBe(404);
    expect(await served(story.audioUrl!)).toBe(404);
    const again = await admin.request<{ deleteStory: unknown }>(DELETE, { id: story.id });
    expect(again.body.data!.deleteStory).toEqual({
      __typename: 'NotFoundError',
      errorCode: 'STORY_NOT_FOUND',
      message: STORY_ADMIN_MESSAGES.notFound,
    });
  });

  it('lists who liked and who wanted a story, newest first, with the account’s name when there is one', async () => {
    const story = await created(input(await uploadPicture(), { title: 'Con público' }));
    await db().query(
      `INSERT INTO story_interactions (story_id, user_email, type, created_at) VALUES
         ($1, $2, 'like', $3), ($1, 'sin-cuenta@correo.pe', 'like', $4), ($1, $2, 'want', $3), ($1, 'anonymous', 'view', $4)`,
      [story.id, CUSTOMER_EMAIL, new Date(NOW.getTime() - 2 * 60_000), new Date(NOW.getTime() - 60_000)],
    );
    const audience = async (kind: 'LIKE' | 'WANT') =>
      (await admin.request<{ adminStoryAudience: unknown }>(AUDIENCE, { id: story.id, kind })).body.data!
        .adminStoryAudience;
    const page = { page: 1, pageSize: ADMIN_PAGE_SIZE, totalPages: 1 };
    expect(await audience('LIKE')).toEqual({
      items: [
        { email: 'sin-cuenta@correo.pe', name: null, at: new Date(NOW.getTime() - 60_000).toISOString() },
        { email: CUSTOMER_EMAIL, name: 'Ana Quispe', at: new Date(NOW.getTime() - 2 * 60_000).toISOString() },
      ],
      total: 2,
      ...page,
    });
    expect(await audience('WANT')).toEqual({
      items: [{ email: CUSTOMER_EMAIL, name: 'Ana Quispe', at: new Date(NOW.getTime() - 2 * 60_000).toISOString() }],
      total: 1,
      ...page,
    });
    const unknown = await admin.request<{ adminStoryAudience: unknown }>(AUDIENCE, {
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'LIKE',
    });
    expect(unknown.body.data!.adminStoryAudience).toBeNull();
  });

  it('pages who liked a story (before: all 50,000 in one answer), with the same SQL statements for any page', async () => {
    type People = { items: { email: string }[]; total: number; page: number; totalPages: number };
    const story = await created(input(await uploadPicture(), { title: 'Vista por muchos' }));
    const like = (from: number, to: number) =>
      db().query(
        `INSERT INTO story_interactions (story_id, user_email, type, created_at)
         SELECT $1, 'fan' || n || '@correo.pe', 'like', $2::timestamptz + n * interval '1 second'
         FROM generate_series($3::int, $4::int) AS n`,
        [story.id, new Date(NOW.getTime() - 3_600_000), from, to],
      );
    const page = async (variables: Record<string, unknown>) => {
      api.queries.reset();
      const { body } = await admin.request<{ adminStoryAudience: People }>(AUDIENCE, {
        id: story.id,
        kind: 'LIKE',
        ...variables,
      });
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return { ...body.data.adminStoryAudience, statements: api.queries.count };
    };
    await like(1, 30);
    const first = await page({});
    expect([first.items.length, first.total, first.totalPages]).toEqual([ADMIN_PAGE_SIZE, 30, 2]);
    // Newest first: the 30th like leads.
    expect(first.items[0]!.email).toBe('fan30@correo.pe');
    const second = await page({ page: 2 });
    expect(second.items.map((person) => person.email)).toEqual(
      ['fan5', 'fan4', 'fan3', 'fan2', 'fan1'].map((fan) => `${fan}@correo.pe`),
    );
    await like(31, 3_000);
    const many = await page({ pageSize: MAX_PAGE_SIZE });
    expect([many.items.length, many.total]).toEqual([MAX_PAGE_SIZE, 3_000]);
    // The session (with its account), the story, the page and its count: whatever the page or the audience's size.
    expect([first.statements, second.statements, many.statements]).toEqual([4, 4, 4]);
    const refused = await admin.request(AUDIENCE, { id: story.id, kind: 'LIKE', pageSize: MAX_PAGE_SIZE + 1 });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('INVALID_PAGINATION');
  });

  it('searches titles and descriptions without case or accents; the cards count every story by state', async () => {
    await created(input(await uploadPicture(), { title: 'Edición CÍTRICA', description: 'Verano' }));
    const { body } = await admin.request<{
      adminStories: { items: { title: string; state: string; position: number }[]; statistics: Record<string, number> };
    }>(LIST, { search: 'citrica' });
    expect(body.data!.adminStories.items.map((item) => item.title)).toEqual(['Edición CÍTRICA']);
    const [counts]: Record<string, number>[] = await db().query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE expires_at <= now())::int AS expired,
         count(*) FILTER (WHERE NOT active AND expires_at > now())::int AS off FROM stories`,
    );
    expect(body.data!.adminStories.statistics).toMatchObject(counts!);
    expect(counts!.expired).toBeGreaterThanOrEqual(2);
    const all = await admin.request<{ adminStories: { items: { position: number }[]; total: number } }>(LIST, {
      search: null,
      pageSize: 100,
    });
    const positions = all.body.data!.adminStories.items.map((item) => item.position);
    expect(positions).toHaveLength(counts!.total!);
    expect(all.body.data!.adminStories.total).toBe(counts!.total);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('pages the stories, the cards still counting every one, with the same SQL statements for any page', async () => {
    type Page = {
      items: { id: string }[];
      total: number;
      page: number;
      totalPages: number;
      statistics: { total: number };
    };
    const page = async (variables: Record<string, unknown>) => {
      api.queries.reset();
      const { body } = await admin.request<{ adminStories: Page }>(LIST, variables);
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return { ...body.data.adminStories, statements: api.queries.count };
    };
    const all = await page({ pageSize: 100 });
    const second = await page({ page: 2, pageSize: 1 });
    expect([second.items.map((item) => item.id), second.total, second.totalPages, second.statistics.total]).toEqual([
      all.items.slice(1, 2).map((item) => item.id),
      all.total,
      all.total,
      all.total,
    ]);
    // The session (with its account), the page, its count, the cards, and the page's linked products (none to
    // read when the page links none).
    expect(all.statements).toBe(5);
    expect(second.statements).toBeLessThanOrEqual(5);
    const refused = await admin.request(LIST, { pageSize: 0 });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('INVALID_PAGINATION');
  });

  describe('access', () => {
    const writes = (id: string) =>
      [
        [CREATE, { input: input('stories/x.png') }],
        [UPDATE, { id, input: input('stories/x.png') }],
        [DELETE, { id }],
        [RESTORE, { id }],
        [FORCE_EXPIRE, { id }],
        ['mutation { syncStoryPositions { changed } }', {}],
        [LIST, {}],
        [ONE, { id }],
        [AUDIENCE, { id, kind: 'WANT' }],
      ] as const;

    it('refuses every admin story operation to customers and guests, and changes nothing', async () => {
      const story = await created(input(await uploadPicture(), { title: 'Intocable' }));
      for (const [client, code] of [
        [customer, 'FORBIDDEN'],
        [graphqlClient(api.url), 'UNAUTHENTICATED'],
      ] as const) {
        for (const [document, variables] of writes(story.id)) {
          const { body } = await client.request(document, variables);
          expect(body.errors?.map((e) => e.extensions?.code)).toContain(code);
        }
      }
      expect(await adminStory(story.id)).toEqual(story);
    });
  });
});
