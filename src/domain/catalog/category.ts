export interface Category {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
