import { inject, injectable } from 'inversify';
import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Clock } from '../../../application/ports/clock';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { CreateStory, type SavedStory } from '../../../application/stories/CreateStory';
import { DeleteStory } from '../../../application/stories/DeleteStory';
import { ForceExpireStory } from '../../../application/stories/ForceExpireStory';
import { GetAdminStory } from '../../../application/stories/GetAdminStory';
import { GetStoryAudience } from '../../../application/stories/GetStoryAudience';
import { ListAdminStories } from '../../../application/stories/ListAdminStories';
import { RestoreStory } from '../../../application/stories/RestoreStory';
import { SyncStoryPositions } from '../../../application/stories/SyncStoryPositions';
import { UpdateStory } from '../../../application/stories/UpdateStory';
import { limaDate } from '../../../domain/shared/lima-date';
import type { Result } from '../../../domain/shared/result';
import type { StoryNotFoundError } from '../../../domain/story/story-admin';
import { ADMIN } from '../auth-checker';
import { domainFailure } from '../errors';
import { AdminStoryPresenter } from '../presenters/admin-story.presenter';
import {
  AdminStoriesArgs,
  AdminStory,
  AdminStoryList,
  DeleteStoryResult,
  SaveStoryResult,
  StoryAudienceArgs,
  StoryAudienceKind,
  StoryAudiencePage,
  StoryInput,
  StoryLifecycleResult,
  StoryPositionsSynced,
} from '../types/admin-story.types';

/**
 * The admin's stories screen (admins only): the list with its search and stat
 * cards, the create/edit form, delete, 'restore to 24h', force-expire (to try
 * the lifecycle), the positions sync and the preview's lists of who liked and
 * wanted. Files are uploaded first (POST /api/admin/images with purpose=story,
 * POST /api/admin/story-audio) and the form sends their keys.
 */
@injectable()
@Resolver()
export class AdminStoryResolver {
  private readonly presenter: AdminStoryPresenter;

  constructor(
    @inject(ListAdminStories) private readonly listAdminStories: ListAdminStories,
    @inject(GetAdminStory) private readonly getAdminStory: GetAdminStory,
    @inject(GetStoryAudience) private readonly getStoryAudience: GetStoryAudience,
    @inject(CreateStory) private readonly createStoryUseCase: CreateStory,
    @inject(UpdateStory) private readonly updateStoryUseCase: UpdateStory,
    @inject(DeleteStory) private readonly deleteStoryUseCase: DeleteStory,
    @inject(RestoreStory) private readonly restoreStoryUseCase: RestoreStory,
    @inject(ForceExpireStory) private readonly forceExpireStoryUseCase: ForceExpireStory,
    @inject(SyncStoryPositions) private readonly syncStoryPositionsUseCase: SyncStoryPositions,
    @inject(TOKENS.FileStorage) storage: FileStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.presenter = new AdminStoryPresenter(storage);
  }

  @Authorized(ADMIN)
  @Query(() => AdminStoryList, {
    description:
      'Una página de las historias (activas, apagadas o expiradas) por posición (25 por defecto); `search` busca en el título o la descripción sin distinguir mayúsculas ni tildes. Las estadísticas cuentan todas.',
  })
  async adminStories(@Args(() => AdminStoriesArgs) args: AdminStoriesArgs): Promise<AdminStoryList> {
    const result = await this.listAdminStories.execute(args);
    if (!result.ok) throw domainFailure(result.error);
    return this.presenter.list(result.value, this.today());
  }

  @Authorized(ADMIN)
  @Query(() => AdminStory, { nullable: true, description: 'Una historia en cualquier estado; null si no existe.' })
  async adminStory(@Arg('id', () => ID) id: string): Promise<AdminStory | null> {
    const view = await this.getAdminStory.execute(id);
    return view ? this.presenter.story(view, this.today()) : null;
  }

  @Authorized(ADMIN)
  @Query(() => StoryAudiencePage, {
    nullable: true,
    description:
      'Una página de quién dio like o marcó «Lo quiero» (lo más reciente primero, 25 por defecto, hasta 100) y ' +
      'cuántos son en total; null si la historia no existe.',
  })
  async adminStoryAudience(
    @Args(() => StoryAudienceArgs) { storyId, kind, page, pageSize }: StoryAudienceArgs,
  ): Promise<StoryAudiencePage | null> {
    const type = kind === StoryAudienceKind.LIKE ? 'like' : 'want';
    const result = await this.getStoryAudience.execute(storyId, type, { page, pageSize });
    if (!result.ok) throw domainFailure(result.error);
    return result.value ? AdminStoryPresenter.audience(result.value) : null;
  }

  @Authorized(ADMIN)
  @Mutation(() => SaveStoryResult, {
    description:
      "Publica una historia por 24 h en la posición 0 (las demás suben una): 'Historia creada con éxito', o InvalidInputError por campo.",
  })
  async createStory(@Arg('input', () => StoryInput) input: StoryInput): Promise<typeof SaveStoryResult> {
    return this.answer(await this.createStoryUseCase.execute(AdminStoryPresenter.input(input)));
  }

  @Authorized(ADMIN)
  @Mutation(() => SaveStoryResult, {
    description:
      'Guarda el formulario de una historia vigente (nunca sus contadores ni su posición); una expirada responde StoryTransitionError.',
  })
  async updateStory(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StoryInput) input: StoryInput,
  ): Promise<typeof SaveStoryResult> {
    return this.answer(await this.updateStoryUseCase.execute(id, AdminStoryPresenter.input(input)));
  }

  @Authorized(ADMIN)
  @Mutation(() => DeleteStoryResult, { description: 'Elimina la historia, sus interacciones, su imagen y su audio.' })
  async deleteStory(@Arg('id', () => ID) id: string): Promise<typeof DeleteStoryResult> {
    const result = await this.deleteStoryUseCase.execute(id);
    return result.ok ? AdminStoryPresenter.deleted(result.value) : AdminStoryPresenter.error(result.error);
  }

  @Authorized(ADMIN)
  @Mutation(() => StoryLifecycleResult, {
    description:
      "Restaura a 24 h desde cualquier estado: activa, nueva fecha de creación, contadores en 0 y sin interacciones ('Historia restaurada a 24h').",
  })
  async restoreStory(@Arg('id', () => ID) id: string): Promise<typeof StoryLifecycleResult> {
    return this.lifecycle(await this.restoreStoryUseCase.execute(id));
  }

  @Authorized(ADMIN)
  @Mutation(() => StoryLifecycleResult, {
    description: 'Acción de prueba: la historia expira (hace una hora) desde cualquier estado y se apaga.',
  })
  async forceExpireStory(@Arg('id', () => ID) id: string): Promise<typeof StoryLifecycleResult> {
    return this.lifecycle(await this.forceExpireStoryUseCase.execute(id));
  }

  @Authorized(ADMIN)
  @Mutation(() => StoryPositionsSynced, {
    description: 'Numera las historias desde 0, la más nueva primero, y reescribe solo las posiciones distintas.',
  })
  async syncStoryPositions(): Promise<StoryPositionsSynced> {
    return AdminStoryPresenter.synced(await this.syncStoryPositionsUseCase.execute());
  }

  private answer(result: Awaited<ReturnType<UpdateStory['execute']>>): typeof SaveStoryResult {
    return result.ok ? this.presenter.saved(result.value, this.today()) : AdminStoryPresenter.error(result.error);
  }

  private lifecycle(result: Result<SavedStory, StoryNotFoundError>): typeof StoryLifecycleResult {
    return result.ok ? this.presenter.saved(result.value, this.today()) : AdminStoryPresenter.error(result.error);
  }

  private today(): string {
    return limaDate(this.clock.now());
  }
}
