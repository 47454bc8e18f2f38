import { IsOptional, MaxLength } from 'class-validator';
import {
  ArgsType,
  createUnionType,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from 'type-graphql';
import { STORY_INPUT_LIMITS, STORY_INPUT_MESSAGES } from '../../../domain/story/story-admin';
import { ErrorResult, InvalidInputError, NotFoundError } from './error-result.types';
import { Money } from './money.type';
import { AdminPageArgs, PageInfo } from './page.types';

const L = STORY_INPUT_LIMITS;
const M = STORY_INPUT_MESSAGES;

export enum StoryState {
  ACTIVE = 'ACTIVE',
  OFF = 'OFF',
  EXPIRED = 'EXPIRED',
}
registerEnumType(StoryState, {
  name: 'StoryState',
  description:
    'ACTIVE: se muestra; OFF: apagada por el admin antes de expirar (se edita); EXPIRED: pasaron sus 24 h (se restaura).',
});

@ObjectType('StoryProductSummary', {
  description: 'El producto vinculado tal como está ahora (también si está inactivo), para el admin.',
})
export class StoryProductSummary {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Money, { description: 'El precio final de hoy (Lima).' }) price!: Money;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
}

@ObjectType('AdminStory', { description: 'Una historia vista por el admin: sus archivos, su estado y sus contadores.' })
export class AdminStory {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field({ description: 'La clave de la imagen en el almacenamiento (para conservarla al editar).' }) imageKey!: string;
  @Field() imageUrl!: string;
  @Field(() => String, { nullable: true }) audioKey!: string | null;
  @Field(() => String, { nullable: true }) audioUrl!: string | null;
  @Field(() => String, { nullable: true }) externalLink!: string | null;
  @Field(() => Int, { description: 'Segundos en pantalla (3 a 30).' }) duration!: number;
  @Field({ description: 'El interruptor del admin (una historia expirada queda en false).' }) active!: boolean;
  @Field(() => StoryState) state!: StoryState;
  @Field(() => Int) views!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) wants!: number;
  @Field(() => Int, { description: 'El `order` de la especificación: 0 = la más nueva.' }) position!: number;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => StoryProductSummary, { nullable: true }) product!: StoryProductSummary | null;
}

@ObjectType('StoryStatistics', { description: 'Las tarjetas de la pantalla de historias, sobre todas las historias.' })
export class StoryStatistics {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) off!: number;
  @Field(() => Int) expired!: number;
  @Field(() => Int) views!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) wants!: number;
}

@ArgsType()
export class AdminStoriesArgs extends AdminPageArgs {
  @Field(() => String, { nullable: true, description: 'En el título o la descripción.' })
  search?: string | null;
}

@ObjectType('AdminStoryList', {
  implements: PageInfo,
  description: 'Una página de las historias del admin y las tarjetas.',
})
export class AdminStoryList extends PageInfo {
  @Field(() => [AdminStory], { description: 'Las historias que coinciden con la búsqueda, por posición.' })
  items!: AdminStory[];
  @Field(() => StoryStatistics, { description: 'Sobre todas las historias, busque lo que se busque.' })
  statistics!: StoryStatistics;
}

@ObjectType('StoryPerson')
export class StoryPerson {
  @Field() email!: string;
  @Field(() => String, { nullable: true, description: 'El nombre de la cuenta con ese correo, si lo tiene.' })
  name!: string | null;
  @Field(() => GraphQLISODateTime) at!: Date;
}

export enum StoryAudienceKind {
  LIKE = 'LIKE',
  WANT = 'WANT',
}
registerEnumType(StoryAudienceKind, {
  name: 'StoryAudienceKind',
  description: 'LIKE: quién dio like; WANT: quién marcó «Lo quiero».',
});

@ArgsType()
export class StoryAudienceArgs extends AdminPageArgs {
  @Field(() => ID) storyId!: string;
  @Field(() => StoryAudienceKind) kind!: StoryAudienceKind;
}

@ObjectType('StoryAudiencePage', {
  implements: PageInfo,
  description: 'Una página de quién dio like o marcó «Lo quiero», lo más reciente primero.',
})
export class StoryAudiencePage extends PageInfo {
  @Field(() => [StoryPerson]) items!: StoryPerson[];
}

@InputType('StoryInput', {
  description: 'El formulario de historia. Sin contadores ni posición: esos los lleva el servidor.',
})
export class StoryInput {
  @Field()
  @MaxLength(L.title, { message: M.titleTooLong })
  title!: string;
  @Field()
  @MaxLength(L.description, { message: M.descriptionTooLong })
  description!: string;
  @Field({
    description: 'La clave devuelta por POST /api/admin/images (purpose=story), o la que la historia ya tenía.',
  })
  @MaxLength(L.key, { message: M.imageKeyTooLong })
  imageKey!: string;
  @Field(() => String, {
    nullable: true,
    description: 'La clave devuelta por POST /api/admin/story-audio, o la que ya tenía; null sin audio.',
  })
  @IsOptional()
  @MaxLength(L.key, { message: M.audioKeyTooLong })
  audioKey?: string | null;
  @Field(() => String, { nullable: true, description: 'Una URL http(s); vacío o null sin enlace.' })
  @IsOptional()
  @MaxLength(L.externalLink, { message: M.externalLinkTooLong })
  externalLink?: string | null;
  @Field(() => Int, { nullable: true, description: 'Segundos, de 3 a 30; null = 10.' })
  duration?: number | null;
  @Field(() => ID, { nullable: true, description: 'Un producto existente; null sin producto.' })
  @IsOptional()
  @MaxLength(64, { message: M.productIdInvalid })
  productId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Solo al editar: apaga o enciende una historia vigente. Al crear se ignora (nace activa).',
  })
  active?: boolean | null;
}

@ObjectType('StorySaved')
export class StorySaved {
  @Field(() => AdminStory) story!: AdminStory;
  @Field({
    description:
      "'Historia creada con éxito', 'Historia actualizada con éxito', 'Historia restaurada a 24h' o 'Historia expirada'.",
  })
  message!: string;
}

@ObjectType('StoryDeleted')
export class StoryDeleted {
  @Field(() => ID) id!: string;
  @Field({ description: "'Historia eliminada con éxito'" }) message!: string;
}

@ObjectType('StoryTransitionError', {
  implements: ErrorResult,
  description: 'Una historia expirada no se edita: se restaura a 24 h.',
})
export class StoryTransitionError extends ErrorResult {}

@ObjectType('StoryPositionsSynced')
export class StoryPositionsSynced {
  @Field(() => Int, { description: 'Cuántas posiciones guardadas se reescribieron.' }) changed!: number;
  @Field() message!: string;
}

export const SaveStoryResult = createUnionType({
  name: 'SaveStoryResult',
  types: () => [StorySaved, InvalidInputError, NotFoundError, StoryTransitionError] as const,
});

export const DeleteStoryResult = createUnionType({
  name: 'DeleteStoryResult',
  types: () => [StoryDeleted, NotFoundError] as const,
});

export const StoryLifecycleResult = createUnionType({
  name: 'StoryLifecycleResult',
  types: () => [StorySaved, NotFoundError] as const,
});
