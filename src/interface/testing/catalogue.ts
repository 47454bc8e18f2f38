import type { GraphQLClient } from './graphql-client';

/**
 * The admin saves a product as it is but for its original price, moved by `cents`, and without a promotion (a
 * catalogue write, through the product form's mutation). Answers the new original price, in céntimos.
 */
export async function saveOriginalPrice(admin: GraphQLClient, id: string, cents: number): Promise<number> {
  const { body: current } = await admin.request<{
    product: Record<string, unknown> & { originalPrice: { cents: number }; stock: number };
  }>(
    `query($id: ID!) { product(id: $id) { name description brandId categoryIds imageKeys stock active carousel
      originalPrice { cents } } }`,
    { id },
  );
  const { originalPrice, ...fields } = current.data!.product;
  const newCents = originalPrice.cents + cents;
  const saved = await admin.request<{ updateProduct: { __typename: string } }>(
    `mutation($id: ID!, $input: ProductInput!, $expectedStock: Int!) {
      updateProduct(id: $id, input: $input, expectedStock: $expectedStock) { __typename } }`,
    {
      id,
      expectedStock: fields.stock,
      input: {
        ...fields,
        originalPriceCents: newCents,
        promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
      },
    },
  );
  if (saved.body.data?.updateProduct.__typename !== 'Product') {
    throw new Error(`updateProduct: ${JSON.stringify(saved.body)}`);
  }
  return newCents;
}
