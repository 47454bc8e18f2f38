import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  signedInAdmin,
  signedInCustomer,
  signIn,
} from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type GraphQLErrorBody, type TestStore } from '../testing/test-store';
import { buildGraphQLSchema } from './schema';

type Role = 'guest' | 'user' | 'admin';
const EVERYONE: Role[] = ['guest', 'user', 'admin'];
const SIGNED_IN: Role[] = ['user', 'admin'];
const ADMIN_ONLY: Role[] = ['admin'];

/**
 * Every GraphQL operation and who may call it. A new operation without an
 * entry here fails the first test: access is decided on purpose, never by default.
 */
const ACCESS: Record<string, { allowed: Role[]; document: string }> = {
  // Queries
  products: { allowed: EVERYONE, document: '{ products(pageSize: 1) { total } }' },
  product: { allowed: EVERYONE, document: '{ product(id: "x") { id } }' },
  brands: { allowed: EVERYONE, document: '{ brands { id } }' },
  brandPage: { allowed: EVERYONE, document: '{ brandPage(pageSize: 5) { total items { id } } }' },
  brand: { allowed: EVERYONE, document: '{ brand(id: "x") { id } }' },
  categories: { allowed: EVERYONE, document: '{ categories { id } }' },
  category: { allowed: EVERYONE, document: '{ category(id: "x") { id } }' },
  me: { allowed: EVERYONE, document: '{ me { id } }' },
  searchProducts: { allowed: EVERYONE, document: '{ searchProducts(query: "dior") { id } }' },
  cartQuote: {
    allowed: EVERYONE,
    document: '{ cartQuote(lines: [{ productId: "x", quantity: 1 }]) { itemCount } }',
  },
  myCart: { allowed: SIGNED_IN, document: '{ myCart { itemCount } }' },
  cartReminders: { allowed: SIGNED_IN, document: '{ cartReminders }' },
  storeSettings: { allowed: EVERYONE, document: '{ storeSettings { storeName } }' },
  // Stories: visible ones only, per-rule answers are in stories.graphql.spec.ts
  stories: { allowed: EVERYONE, document: '{ stories { id viewerLiked } }' },
  story: { allowed: EVERYONE, document: '{ story(id: "x") { id } }' },
  // Orders: the id is the unguessable link; per-object rules are in orders.graphql.spec.ts
  order: { allowed: EVERYONE, document: '{ order(id: "x") { id } }' },
  ordersByIds: { allowed: EVERYONE, document: '{ ordersByIds(ids: ["x"]) { id } }' },
  myOrderCount: { allowed: SIGNED_IN, document: '{ myOrderCount }' },
  myOrderPage: { allowed: SIGNED_IN, document: '{ myOrderPage(pageSize: 5) { total items { id } } }' },
  // Favoritos: each account its own (favorites.graphql.spec.ts)
  myFavoritePage: { allowed: SIGNED_IN, document: '{ myFavoritePage(pageSize: 5) { total items { productId } } }' },
  myFavoriteProductIds: { allowed: SIGNED_IN, document: '{ myFavoriteProductIds }' },
  // Admin orders: per-operation refusals are in admin-orders.graphql.spec.ts
  adminOrders: {
    allowed: ADMIN_ONLY,
    document:
      '{ adminOrders(search: "quispe", status: PENDING, from: "2026-11-01", sort: NEWEST) { total items { id } } }',
  },
  adminOrder: { allowed: ADMIN_ONLY, document: '{ adminOrder(id: "x") { id } }' },
  // Assisted orders and the back office's figures: refusals are in admin-dashboard.graphql.spec.ts
  assistedOrderProducts: { allowed: ADMIN_ONLY, document: '{ assistedOrderProducts(search: "dior") { id } }' },
  orderStatistics: { allowed: ADMIN_ONLY, document: '{ orderStatistics { total } }' },
  adminDashboard: { allowed: ADMIN_ONLY, document: '{ adminDashboard { monthOrders } }' },
  // Admin brands, categories and store settings: per-rule refusals are in admin-taxonomy/admin-settings.graphql.spec.ts
  adminProducts: { allowed: ADMIN_ONLY, document: '{ adminProducts(lowStock: true, page: 1) { total items { id } } }' },
  adminBrandPage: {
    allowed: ADMIN_ONLY,
    document: '{ adminBrandPage(search: "dior") { total items { productCount } } }',
  },
  adminCategoryPage: { allowed: ADMIN_ONLY, document: '{ adminCategoryPage { total items { productCount } } }' },
  orderStatusEmailSettings: { allowed: ADMIN_ONLY, document: '{ orderStatusEmailSettings { processing } }' },
  productStatistics: { allowed: ADMIN_ONLY, document: '{ productStatistics { total } }' },
  // Admin stories: per-operation refusals are in admin-stories.graphql.spec.ts
  adminStories: {
    allowed: ADMIN_ONLY,
    document: '{ adminStories(search: "navidad", pageSize: 5) { total statistics { total } } }',
  },
  adminStory: { allowed: ADMIN_ONLY, document: '{ adminStory(id: "x") { id } }' },
  adminStoryAudience: {
    allowed: ADMIN_ONLY,
    document: '{ adminStoryAudience(storyId: "x", kind: LIKE) { total items { email } } }',
  },
  // Mutations
  signUp: {
    allowed: EVERYONE,
    document: 'mutation { signUp(email: "nuevo@correo.pe", password: "x") { __typename } }',
  },
  confirmSignUp: {
    allowed: EVERYONE,
    document: 'mutation { confirmSignUp(email: "nuevo@correo.pe", code: "1") { __typename } }',
  },
  resendConfirmationCode: {
    allowed: EVERYONE,
    document: 'mutation { resendConfirmationCode(email: "n@correo.pe") { __typename } }',
  },
  signIn: { allowed: EVERYONE, document: 'mutation { signIn(email: "n@correo.pe", password: "x") { __typename } }' },
  completeNewPassword: {
    allowed: EVERYONE,
    document: 'mutation { completeNewPassword(challenge: "x", newPassword: "y") { __typename } }',
  },
  signOut: { allowed: EVERYONE, document: 'mutation { signOut }' },
  signOutEverywhere: { allowed: SIGNED_IN, document: 'mutation { signOutEverywhere }' },
  requestPasswordReset: {
    allowed: EVERYONE,
    document: 'mutation { requestPasswordReset(email: "n@correo.pe") { __typename } }',
  },
  resetPassword: {
    allowed: EVERYONE,
    document: 'mutation { resetPassword(email: "n@correo.pe", code: "1", newPassword: "x") { __typename } }',
  },
  updateProfile: { allowed: SIGNED_IN, document: 'mutation { updateProfile(name: "Ana") { __typename } }' },
  placeOrder: {
    allowed: EVERYONE,
    document:
      'mutation { placeOrder(input: { idempotencyKey: "k", expectedTotalCents: 0, shippingMethod: "", paymentMethod: "", lines: [], ' +
      'customer: { firstName: "", lastName: "", email: "", documentType: "", documentNumber: "", phone: "" } }) ' +
      '{ __typename } }',
  },
  changeOrderStatus: {
    allowed: ADMIN_ONLY,
    document: 'mutation { changeOrderStatus(orderId: "x", status: PROCESSING) { __typename } }',
  },
  setPaymentLink: {
    allowed: ADMIN_ONLY,
    document: 'mutation { setPaymentLink(orderId: "x", link: "https://pago.pe/x") { __typename } }',
  },
  createAssistedOrder: {
    allowed: ADMIN_ONLY,
    document:
      'mutation { createAssistedOrder(input: { idempotencyKey: "k", expectedTotalCents: 0, paymentMethod: "", lines: [], ' +
      'customer: { firstName: "", lastName: "", email: "", phone: "" } }) { __typename } }',
  },
  createBrand: {
    allowed: ADMIN_ONLY,
    document: 'mutation { createBrand(input: { name: "", active: true }) { __typename } }',
  },
  updateBrand: {
    allowed: ADMIN_ONLY,
    document: 'mutation { updateBrand(id: "x", input: { name: "Dior", active: true }) { __typename } }',
  },
  deleteBrand: { allowed: ADMIN_ONLY, document: 'mutation { deleteBrand(id: "x") { __typename } }' },
  createCategory: {
    allowed: ADMIN_ONLY,
    document: 'mutation { createCategory(input: { name: "", description: "", active: true }) { __typename } }',
  },
  updateCategory: {
    allowed: ADMIN_ONLY,
    document:
      'mutation { updateCategory(id: "x", input: { name: "N", description: "D", active: true }) { __typename } }',
  },
  deleteCategory: { allowed: ADMIN_ONLY, document: 'mutation { deleteCategory(id: "x") { __typename } }' },
  updateStoreSettings: {
    allowed: ADMIN_ONLY,
    document:
      'mutation { updateStoreSettings(input: { whatsappNumber: "", phone: "", email: "", phoneHours: "", ' +
      'chatHours: "", supportHours: "", wallets: [], bankAccounts: [], shipping: { freeFromCents: 0, flatFeeCents: 0 }, ' +
      'maintenance: { isEnabled: false, orderCreation: true, title: "", description: "", type: "warning", ' +
      'dismissible: true, persistent: false, showTimeInfo: true } }) { __typename } }',
  },
  addFavorite: { allowed: SIGNED_IN, document: 'mutation { addFavorite(productId: "x") { __typename } }' },
  removeFavorite: { allowed: SIGNED_IN, document: 'mutation { removeFavorite(productId: "x") { productId } }' },
  askRestockNotice: {
    allowed: EVERYONE,
    document: 'mutation { askRestockNotice(productId: "x", email: "a@correo.pe") { __typename } }',
  },
  confirmRestockNotice: {
    allowed: EVERYONE,
    document: 'mutation { confirmRestockNotice(token: "x") { __typename } }',
  },
  updateOrderStatusEmailSettings: {
    allowed: ADMIN_ONLY,
    document: 'mutation { updateOrderStatusEmailSettings(input: { completed: true }) { completed } }',
  },
  saveCart: {
    allowed: SIGNED_IN,
    document: 'mutation { saveCart(lines: [{ productId: "x", quantity: 1 }]) { __typename } }',
  },
  enterCheckout: { allowed: SIGNED_IN, document: 'mutation { enterCheckout }' },
  setCartReminders: { allowed: SIGNED_IN, document: 'mutation { setCartReminders(on: false) }' },
  stopCartReminders: {
    allowed: EVERYONE,
    document: 'mutation { stopCartReminders(token: "x") { __typename } }',
  },
  mergeCart: {
    allowed: SIGNED_IN,
    document: 'mutation { mergeCart(lines: [{ productId: "x", quantity: 1 }]) { __typename } }',
  },
  createProduct: {
    allowed: ADMIN_ONLY,
    document:
      'mutation { createProduct(input: { name: "", description: "", categoryIds: [], imageKeys: [], active: true, ' +
      'carousel: false, promotion: { isPromoted: false, type: PERCENTAGE, discount: 0 } }) { __typename } }',
  },
  updateProduct: {
    allowed: ADMIN_ONLY,
    document:
      'mutation { updateProduct(id: "x", expectedStock: 0, input: { name: "", description: "", categoryIds: [], imageKeys: [], ' +
      'active: true, carousel: false, promotion: { isPromoted: false, type: PERCENTAGE, discount: 0 } }) { __typename } }',
  },
  deleteProduct: { allowed: ADMIN_ONLY, document: 'mutation { deleteProduct(id: "x") { __typename } }' },
  productStockMovements: {
    allowed: ADMIN_ONLY,
    document: '{ productStockMovements(productId: "x") { total items { reason } } }',
  },
  adjustProductStock: {
    allowed: ADMIN_ONLY,
    document: 'mutation { adjustProductStock(id: "x", delta: 1) { __typename } }',
  },
  setProductCarousel: {
    allowed: ADMIN_ONLY,
    document: 'mutation { setProductCarousel(id: "x", carousel: true) { __typename } }',
  },
  switchOffExpiredPromotions: { allowed: ADMIN_ONLY, document: 'mutation { switchOffExpiredPromotions { count } }' },
  // Stories: guests may count views; like and 'Lo quiero' answer them StoryLoginRequiredError (not a refusal)
  recordStoryView: { allowed: EVERYONE, document: 'mutation { recordStoryView(storyId: "x") { __typename } }' },
  toggleStoryLike: { allowed: EVERYONE, document: 'mutation { toggleStoryLike(storyId: "x") { __typename } }' },
  toggleStoryWant: { allowed: EVERYONE, document: 'mutation { toggleStoryWant(storyId: "x") { __typename } }' },
  createStory: {
    allowed: ADMIN_ONLY,
    document: 'mutation { createStory(input: { title: "", description: "", imageKey: "" }) { __typename } }',
  },
  updateStory: {
    allowed: ADMIN_ONLY,
    document: 'mutation { updateStory(id: "x", input: { title: "", description: "", imageKey: "" }) { __typename } }',
  },
  deleteStory: { allowed: ADMIN_ONLY, document: 'mutation { deleteStory(id: "x") { __typename } }' },
  restoreStory: { allowed: ADMIN_ONLY, document: 'mutation { restoreStory(id: "x") { __typename } }' },
  forceExpireStory: { allowed: ADMIN_ONLY, document: 'mutation { forceExpireStory(id: "x") { __typename } }' },
  syncStoryPositions: { allowed: ADMIN_ONLY, document: 'mutation { syncStoryPositions { changed } }' },
  // Subscriptions (over /graphql/stream; no ids: the stream completes at once, or refuses)
  orderUpdated: { allowed: EVERYONE, document: 'subscription { orderUpdated(ids: []) { id } }' },
};

const DENIED = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** A subscription over Server-Sent Events with the client's cookies: the errors of every event until it completes. */
async function overStream(baseUrl: string, client: GraphQLClient, query: string) {
  const response = await fetch(`${baseUrl}/graphql/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  // Allowed or refused, the server answers with a whole stream: anything else is a broken test, not a verdict.
  if (response.status !== 200 || !text.includes('event: complete')) throw new Error(`not a stream: ${text}`);
  const events = text.split('\n').filter((line) => line.startsWith('data: {'));
  const errors = events.flatMap((line) => (JSON.parse(line.slice(6)) as { errors?: GraphQLErrorBody[] }).errors ?? []);
  return { body: { errors } };
}

describe('Authorization of every GraphQL operation (guest, user, admin)', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  const passwords = { user: CUSTOMER_PASSWORD, admin: ADMIN_PASSWORD };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock('2026-11-22T15:00:00Z'), smtpUrl: smtp.url });
    await signedInCustomer(api, CUSTOMER_EMAIL, { smtp, password: passwords.user });
    await signedInAdmin(api, { password: passwords.admin });
  });

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  async function as(role: Role): Promise<GraphQLClient> {
    if (role === 'guest') return graphqlClient(api.url);
    return signIn(api, role === 'user' ? CUSTOMER_EMAIL : ADMIN_EMAIL, passwords[role]);
  }

  it('has an access entry for every query and mutation in the schema', async () => {
    const schema = await buildGraphQLSchema();
    const operations = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
      ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}),
    ].sort();
    expect(operations).toEqual(Object.keys(ACCESS).sort());
  });

  for (const [operation, { allowed, document }] of Object.entries(ACCESS)) {
    for (const role of ['guest', 'user', 'admin'] as const) {
      const verdict = allowed.includes(role) ? 'allows' : 'refuses';
      it(`${operation} ${verdict} ${role}`, async () => {
        const client = await as(role);
        const { body } = document.startsWith('subscription')
          ? await overStream(api.url, client, document)
          : await client.request(document);
        const codes = (body.errors ?? []).map((e) => e.extensions?.code);
        if (allowed.includes(role)) {
          expect(codes.filter((code) => DENIED.has(String(code)))).toEqual([]);
        } else {
          expect(codes).toContain(role === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        }
      });
    }
  }
});
