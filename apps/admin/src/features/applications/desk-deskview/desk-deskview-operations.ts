import { graphql } from '#gql';

export const OrgDeskAuthorisationQuery = graphql(`
  query OrgDeskAuthorisation($id: ID!) {
    orgDeskAuthorisation(id: $id) {
      state
      until
      revokedAt
    }
  }
`);

export const OrgMaterialsQuery = graphql(`
  query OrgMaterials($id: ID!) {
    orgMaterials(id: $id) {
      mayDownload
      materials {
        path
        name
        kind
        contentType
        size
        uploadTime
      }
    }
  }
`);

export const OrgMaterialSettingQuery = graphql(`
  query OrgMaterialSetting {
    orgMaterialSetting {
      staffMayDownload
    }
  }
`);

export const UpdateOrgMaterialSettingMutation = graphql(`
  mutation UpdateOrgMaterialSetting($staffMayDownload: Boolean!) {
    updateOrgMaterialSetting(staffMayDownload: $staffMayDownload) {
      staffMayDownload
    }
  }
`);
