import { deleteFiles, filePrefix } from '@sme/contract/routes/files';
import type { MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { deleteFilePathsArg } from '#validation/file-arguments.ts';

/** Uploaded files (schema/files.graphql); uploading and reading are the HTTP routes of src/http/file-routes.ts. */
export const filesQuery: QueryResolvers = {
  filePrefix: (_parent, _args, { gateway }) => gateway.send(filePrefix),
};

export const filesMutation: MutationResolvers = {
  deleteFiles: async (_parent, { paths }, { gateway }) => {
    await gateway.send(deleteFiles, { filePaths: deleteFilePathsArg(paths) });
    return true;
  },
};
