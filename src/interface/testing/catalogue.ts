import type { GraphQLClient } from './graphql-client';

/** The product form's fields as the admin's form sends them back. */
type ProductFormFields = Record<string, unknown> & { originalPrice: { cents: number }; stock: number };

/**
 * The admin saves a product through the product form's mutation: as it is but for what `change` gives (a
 * catalogue write). The form's fields are read as the admin sees them; `originalPrice` is sent as céntimos.
 */
export async function saveProductForm(
  admin: GraphQLClient,
  id: string,
  change: (fields: ProductFormFields) => Record<string, unknown>,
): Promise<void> {
  const { body: current } = await admin.request<{ product: ProductFormFields }>(
    `query($id: ID!) { product(id: $id) { name description brandId categoryIds imageKeys stock active carousel
      originalPrice { cents } } }`,
    { id },
  );
  const fields = current.data!.product;
  const { originalPrice, ...input } = { ...fields, ...change(fields) } as ProductFormFields;
  const saved = await admin.request<{ updateProduct: { __typename: string } }>(
    `mutation($id: ID!, $input: ProductInput!, $expectedStock: Int!) {
      updateProduct(id: $id, input: $input, expectedStock: $expectedStock) { __typename } }`,
    {
      id,
      expectedStock: fields.stock,
      input: {
        promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
        ...input,
        originalPriceCents: originalPrice.cents,
      },
    },
  );
  if (saved.body.data?.updateProduct.__typename !== 'Product') {
    throw new Error(`updateProduct: ${JSON.stringify(saved.body)}`);
  }
}

/**
 * The admin saves a product as it is but for its original price, moved by `cents`, and without a promotion.
 * Answers the new original price, in céntimos.
 */
export async function saveOriginalPrice(admin: GraphQLClient, id: string, cents: number): Promise<number> {
  let newCents = 0;
  await saveProductForm(admin, id, ({ originalPrice }) => {
    newCents = originalPrice.cents + cents;
    return { originalPrice: { cents: newCents } };
  });
  return newCents;
}
