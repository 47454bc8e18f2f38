import { graphql } from '../../gql';

export const CarouselProductsQuery = graphql(`
  query CarouselProducts {
    products(active: true, carousel: true, sort: POSITION, pageSize: 12) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

export const BrandStripQuery = graphql(`
  query BrandStrip {
    brands(active: true) {
      id
      name
      logoUrl
    }
  }
`);
