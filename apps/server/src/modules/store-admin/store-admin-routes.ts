import type { FastifyInstance } from 'fastify';
import { createOnboardingService } from '@/modules/onboarding/onboarding-service.js';
import { dealsAdminRoutes } from './deals-admin-routes.js';
import { createDealsAdminService } from './deals-admin-service.js';
import { createGoLiveService } from './go-live-service.js';
import { hoursAdminRoutes } from './hours-routes.js';
import { createHoursAdminService } from './hours-service.js';
import { menuCsvRoutes } from './menu-csv-routes.js';
import { createMenuCsvService } from './menu-csv-service.js';
import { menuEditorRoutes } from './menu-editor-routes.js';
import { createMenuEditorService } from './menu-editor-service.js';
import { createSettingsService } from './settings-service.js';
import { settingsRoutes } from './settings-routes.js';
import { createStoreChangeNotifier } from './store-change-notifier.js';
import { storeImagesRoutes } from './store-images-routes.js';

/** The owner's side of running a store from the portal: settings, going live, hours, the menu and its deals. */
export async function storeAdminRoutes(app: FastifyInstance) {
  const { db } = app;
  const log = app.log.child({ module: 'store-admin' });
  const notifier = createStoreChangeNotifier({ menu: app.menuService, events: app.events, log });
  const owners = app.ownersService;
  const onboarding = createOnboardingService({
    db,
    owners,
    attemptLimits: app.attemptLimits,
    geocoder: app.geocoder,
    secretBox: app.secretBox,
  });
  const settings = createSettingsService({
    db,
    geocoder: app.geocoder,
    notifier,
    rewardRateCeiling: app.config.rewardPolicy.rateCeiling,
  });
  const goLive = createGoLiveService({ db, onboarding, notifier });

  await app.register(settingsRoutes, { settings, goLive });
  await app.register(hoursAdminRoutes, { hours: createHoursAdminService({ db, notifier }) });
  const editor = createMenuEditorService({ db, notifier });
  await app.register(menuEditorRoutes, { editor });
  await app.register(menuCsvRoutes, { csv: createMenuCsvService({ db, notifier }) });
  await app.register(storeImagesRoutes, { notifier });
  await app.register(dealsAdminRoutes, { deals: createDealsAdminService({ db, notifier }) });
}
