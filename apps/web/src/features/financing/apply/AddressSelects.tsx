import { useQuery } from '@apollo/client/react';
import { HStack } from '@chakra-ui/react';
import { OptionSelect } from '@sme/ui/option-select';
import { useId } from 'react';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { AddressDivisionsQuery } from './apply-operations';

export interface PickedDivision {
  code: string;
  name: string;
}

const toChoices = (divisions: readonly { code: string; name: string }[] | undefined) =>
  (divisions ?? []).map((division) => ({ value: division.code, label: division.name }));

/** The office district (level 1) and its street (level 2), from addressDivisions (spec §7 /zzzttt/address/data). */
export function AddressSelects({
  district,
  street,
  onDistrict,
  onStreet,
}: {
  district: PickedDivision | null;
  street: PickedDivision | null;
  onDistrict: (district: PickedDivision | null) => void;
  onStreet: (street: PickedDivision | null) => void;
}) {
  const id = useId();
  const districts = useQuery(AddressDivisionsQuery, { variables: { level: 1 }, context: NO_LOADING });
  const streets = useQuery(AddressDivisionsQuery, {
    variables: { level: 2, parentCode: district?.code ?? '' },
    skip: !district,
    context: NO_LOADING,
  });
  const districtList = districts.data?.addressDivisions ?? [];
  const streetList = district ? (streets.data?.addressDivisions ?? []) : [];
  return (
    <HStack gap="3" w="full">
      <OptionSelect
        id={`${id}-district`}
        label="办公所在区"
        placeholder="请选择区"
        options={toChoices(districtList)}
        value={district?.code ?? ''}
        onChange={(code) => {
          const picked = districtList.find((entry) => entry.code === code);
          onDistrict(picked ? { code: picked.code, name: picked.name } : null);
          onStreet(null);
        }}
      />
      <OptionSelect
        id={`${id}-street`}
        label="办公所在街道"
        placeholder="请选择街道"
        options={toChoices(streetList)}
        value={street?.code ?? ''}
        onChange={(code) => {
          const picked = streetList.find((entry) => entry.code === code);
          onStreet(picked ? { code: picked.code, name: picked.name } : null);
        }}
      />
    </HStack>
  );
}
