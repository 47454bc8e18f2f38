import { graphql } from '../gql';

export const CatalogueMenuQuery = graphql(`
  query CatalogueMenu {
    categories(active: true) {
      id
      name
    }
    brands(active: true) {
      id
      name
    }
  }
`);
