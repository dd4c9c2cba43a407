import {
  deskAuthorisation,
  deskMaterials,
  materialSetting,
  updateMaterialSetting,
} from '@sme/contract/routes/desk-deskview';
import type { MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { applicationIdArg } from '#validation/arguments.ts';

/** The decision desk's materials (schema/workbench-deskview.graphql): thin calls of the workbench gateway. */
export const deskviewQuery: QueryResolvers = {
  orgDeskAuthorisation: (_parent, { id }, { workbench }) =>
    workbench.send(deskAuthorisation, { id: applicationIdArg(id) }),
  orgMaterials: (_parent, { id }, { workbench }) => workbench.send(deskMaterials, { id: applicationIdArg(id) }),
  orgMaterialSetting: (_parent, _args, { workbench }) => workbench.send(materialSetting),
};

export const deskviewMutation: MutationResolvers = {
  updateOrgMaterialSetting: (_parent, { staffMayDownload }, { workbench }) =>
    workbench.send(updateMaterialSetting, { staffMayDownload }),
};
