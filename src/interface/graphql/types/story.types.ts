import { createUnionType, Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { Product } from './catalog.types';
import { ErrorResult } from './error-result.types';

@ObjectType('Story', { description: 'Una historia de 24 horas tal como la ven los compradores.' })
export class Story {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field({ description: 'La dirección pública de la imagen.' }) imageUrl!: string;
  @Field(() => String, { nullable: true, description: 'La dirección pública del audio; null sin audio.' })
  audioUrl!: string | null;
  @Field(() => String, { nullable: true }) externalLink!: string | null;
  @Field(() => Int, { description: 'Segundos en pantalla (3 a 30).' }) duration!: number;
  @Field(() => Int, { description: 'El `order` de la especificación: 0 = la más nueva.' }) position!: number;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int) views!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) wants!: number;
  @Field(() => Product, {
    nullable: true,
    description: 'El producto vinculado si está a la venta ahora; null si no hay, fue eliminado o no se vende.',
  })
  product!: Product | null;
  @Field({ description: 'Si quien mira (con sesión) le dio like; false para invitados.' }) viewerLiked!: boolean;
  @Field({ description: "Si quien mira (con sesión) marcó 'Lo quiero'; false para invitados." })
  viewerWanted!: boolean;
}

@ObjectType('StoryViewRecorded', { description: 'La vista quedó contada.' })
export class StoryViewRecorded {
  @Field(() => ID) storyId!: string;
  @Field(() => Int, { description: 'Las vistas de la historia con esta.' }) views!: number;
}

@ObjectType('StoryInteractionToggled', { description: 'La historia después del like o “Lo quiero”.' })
export class StoryInteractionToggled {
  @Field(() => Story) story!: Story;
}

@ObjectType('StoryUnavailableError', {
  implements: ErrorResult,
  description: 'La historia no existe, está apagada o ya expiró.',
})
export class StoryUnavailableError extends ErrorResult {}

@ObjectType('StoryLoginRequiredError', {
  implements: ErrorResult,
  description: "Dar like o 'Lo quiero' necesita iniciar sesión.",
})
export class StoryLoginRequiredError extends ErrorResult {}

export const RecordStoryViewResult = createUnionType({
  name: 'RecordStoryViewResult',
  types: () => [StoryViewRecorded, StoryUnavailableError] as const,
});

export const ToggleStoryInteractionResult = createUnionType({
  name: 'ToggleStoryInteractionResult',
  types: () => [StoryInteractionToggled, StoryUnavailableError, StoryLoginRequiredError] as const,
});
