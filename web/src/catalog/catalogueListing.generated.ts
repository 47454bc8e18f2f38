import type * as Types from '../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PageFields_AdminBrandPage_Fragment = { __typename: 'AdminBrandPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_AdminCategoryPage_Fragment = { __typename: 'AdminCategoryPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_AdminOrderPage_Fragment = { __typename: 'AdminOrderPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_AdminStoryList_Fragment = { __typename: 'AdminStoryList', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_BrandPage_Fragment = { __typename: 'BrandPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_FavoritePage_Fragment = { __typename: 'FavoritePage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_OrderPage_Fragment = { __typename: 'OrderPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_ProductPage_Fragment = { __typename: 'ProductPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_StockMovementPage_Fragment = { __typename: 'StockMovementPage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFields_StoryAudiencePage_Fragment = { __typename: 'StoryAudiencePage', total: number, page: number, pageSize: number, totalPages: number };

export type PageFieldsFragment =
  | PageFields_AdminBrandPage_Fragment
  | PageFields_AdminCategoryPage_Fragment
  | PageFields_AdminOrderPage_Fragment
  | PageFields_AdminStoryList_Fragment
  | PageFields_BrandPage_Fragment
  | PageFields_FavoritePage_Fragment
  | PageFields_OrderPage_Fragment
  | PageFields_ProductPage_Fragment
  | PageFields_StockMovementPage_Fragment
  | PageFields_StoryAudiencePage_Fragment
;

export type CatalogueListingFieldsFragment = { __typename: 'ProductPage', total: number, page: number, pageSize: number, totalPages: number, items: Array<{ __typename: 'Product', id: string, name: string, description: string, imageUrl?: string | null, stock: number, discountApplied: boolean, brand?: { __typename: 'Brand', id: string, name: string } | null, price: { __typename: 'Money', formatted: string }, originalPrice: { __typename: 'Money', formatted: string }, promotion?: { __typename: 'Promotion', status: Types.PromotionStatus, singleDay: boolean, badge?: string | null, headline?: string | null, detail?: string | null } | null, stockStatus: { __typename: 'StockStatus', level: Types.StockLevel, label: string } }> };

export const PageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]} as unknown as DocumentNode<PageFieldsFragment, unknown>;
export const CatalogueListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"discountApplied"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"singleDay"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]} as unknown as DocumentNode<CatalogueListingFieldsFragment, unknown>;