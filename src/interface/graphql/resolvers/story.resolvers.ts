import { inject, injectable } from 'inversify';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Clock } from '../../../application/ports/clock';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { GetVisibleStory } from '../../../application/stories/GetVisibleStory';
import { ListVisibleStories } from '../../../application/stories/ListVisibleStories';
import { RecordStoryView } from '../../../application/stories/RecordStoryView';
import { ToggleStoryLike } from '../../../application/stories/ToggleStoryLike';
import { ToggleStoryWant } from '../../../application/stories/ToggleStoryWant';
import { limaDate } from '../../../domain/shared/lima-date';
import type { GraphQLContext } from '../context';
import { StoryPresenter } from '../presenters/story.presenter';
import { RecordStoryViewResult, Story, ToggleStoryInteractionResult } from '../types/story.types';

/**
 * Stories for shoppers: only visible ones (active and not past their expiry,
 * whatever the scheduler did). Views count for everyone; like and 'Lo quiero'
 * answer a StoryLoginRequiredError to guests instead of an authorization error,
 * so the viewer can show the spec's message.
 */
@injectable()
@Resolver()
export class StoryResolver {
  private readonly present: StoryPresenter;

  constructor(
    @inject(ListVisibleStories) private readonly listVisibleStories: ListVisibleStories,
    @inject(GetVisibleStory) private readonly getVisibleStory: GetVisibleStory,
    @inject(RecordStoryView) private readonly recordStoryViewUseCase: RecordStoryView,
    @inject(ToggleStoryLike) private readonly toggleStoryLikeUseCase: ToggleStoryLike,
    @inject(ToggleStoryWant) private readonly toggleStoryWantUseCase: ToggleStoryWant,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new StoryPresenter(storage);
  }

  @Query(() => [Story], {
    description: 'Las historias visibles (activas y sin expirar), por posición y de la más nueva a la más antigua.',
  })
  async stories(@Ctx() ctx: GraphQLContext): Promise<Story[]> {
    const views = await this.listVisibleStories.execute(ctx.viewer);
    const today = this.today();
    return views.map((view) => this.present.story(view, today));
  }

  @Query(() => Story, {
    nullable: true,
    description: 'Una historia visible; null si no existe, está apagada o expiró.',
  })
  async story(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Story | null> {
    const view = await this.getVisibleStory.execute(id, ctx.viewer);
    return view ? this.present.story(view, this.today()) : null;
  }

  @Mutation(() => RecordStoryViewResult, {
    description:
      "Cuenta una vista una vez por cuenta o invitado (cookie del invitado; a lo más 20 invitados por dirección), de invitados como 'anonymous'; solo en historias visibles.",
  })
  async recordStoryView(
    @Arg('storyId', () => ID) storyId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof RecordStoryViewResult> {
    const guest = () => ({ token: ctx.guestToken(), address: ctx.ip });
    const result = await this.recordStoryViewUseCase.execute(storyId, ctx.viewer, guest);
    return result.ok
      ? this.present.viewRecorded(result.value.storyId, result.value.views)
      : this.present.error(result.error);
  }

  @Mutation(() => ToggleStoryInteractionResult, { description: 'Da o quita el like (necesita sesión).' })
  async toggleStoryLike(
    @Arg('storyId', () => ID) storyId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ToggleStoryInteractionResult> {
    const result = await this.toggleStoryLikeUseCase.execute(storyId, ctx.viewer);
    return result.ok ? this.present.toggled(result.value, this.today()) : this.present.error(result.error);
  }

  @Mutation(() => ToggleStoryInteractionResult, {
    description: "Marca o quita 'Lo quiero' (necesita sesión; a los invitados la tienda les abre el chat de WhatsApp).",
  })
  async toggleStoryWant(
    @Arg('storyId', () => ID) storyId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ToggleStoryInteractionResult> {
    const result = await this.toggleStoryWantUseCase.execute(storyId, ctx.viewer);
    return result.ok ? this.present.toggled(result.value, this.today()) : this.present.error(result.error);
  }

  private today() {
    return limaDate(this.clock.now());
  }
}
