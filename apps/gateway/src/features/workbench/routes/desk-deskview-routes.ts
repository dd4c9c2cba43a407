import { pipeline } from 'node:stream/promises';
import {
  deskAuthorisation,
  deskMaterialOpen,
  deskMaterials as deskMaterialsRoute,
  materialSetting as materialSettingRoute,
  updateMaterialSetting as updateMaterialSettingRoute,
} from '@sme/contract/routes/desk-deskview';
import { downloadHeaders } from '#features/files/file-records.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import {
  type DeskviewContext,
  deskAuthorisationState,
  deskMaterials,
  materialSetting,
  openDeskMaterial,
  updateMaterialSetting,
} from '../services/desk-deskview-service.ts';

/** The decision desk's materials, authorisation state and material setting (docs/gateway-api.md, "Decision desk: materials"). */
export function deskviewRoutes(ctx: DeskviewContext): RouteDef[] {
  const staffFor = ctx.workbench.requireStaff;
  return [
    contractRoute(deskAuthorisation, async (req, input) =>
      deskAuthorisationState(ctx, await staffFor(req, 'materials.read'), input().id),
    ),
    contractRoute(deskMaterialsRoute, async (req, input) =>
      deskMaterials(ctx, await staffFor(req, 'materials.read'), input().id),
    ),
    contractRoute(deskMaterialOpen, async (req, input, res) => {
      const wanted = input();
      const { file, bytes } = await openDeskMaterial(ctx, await staffFor(req, 'materials.read'), wanted);
      const headers = downloadHeaders(file);
      const disposition = headers['Content-Disposition'] ?? '';
      if (wanted.download) headers['Content-Disposition'] = disposition.replace(/^inline/, 'attachment');
      res.status(200).set(headers);
      await pipeline(bytes, res);
      return undefined as never;
    }),
    contractRoute(materialSettingRoute, async (req) => materialSetting(ctx, await staffFor(req, 'settings.manage'))),
    contractRoute(updateMaterialSettingRoute, async (req, input) =>
      updateMaterialSetting(ctx, await staffFor(req, 'settings.manage'), input()),
    ),
  ];
}
