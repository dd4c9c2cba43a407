import { Box, Button, chakra, Flex, Image, Spinner, Text } from '@chakra-ui/react';
import { type ChangeEvent, useId } from 'react';
import { fileUrl, openFile } from './preview-list';
import { UploadProgressDialog } from './UploadProgressDialog';
import { isPlaceholder, type UploadItem } from './upload-list';
import { acceptAttribute, extensionOf, openingOf } from './upload-rules';
import type { UploadField } from './useUploadField';

const CARD = { w: '104px', h: '104px', borderRadius: 'md', borderWidth: '1px', position: 'relative' } as const;

function Card({ item, field }: { item: UploadItem; field: UploadField }) {
  if (isPlaceholder(item)) {
    return (
      <Flex {...CARD} direction="column" align="center" justify="center" gap="2" data-testid="upload-placeholder">
        <Spinner size="sm" />
        <Text fontSize="xs" color="gray.600">
          上传中
        </Text>
      </Flex>
    );
  }
  const opening = openingOf(item.path);
  return (
    <Box {...CARD} overflow="hidden" data-testid="upload-item" data-path={item.path}>
      <chakra.button
        type="button"
        w="full"
        h="full"
        cursor="pointer"
        title={item.name}
        aria-label={`查看 ${item.name}`}
        onClick={() => openFile(field.items, item.path)}
      >
        {opening === 'image' ? (
          <Image src={fileUrl(item.path)} alt={item.name} w="full" h="full" objectFit="cover" />
        ) : (
          <Flex direction="column" align="center" justify="center" h="full" px="2" gap="1">
            <Text fontWeight="bold" color={opening === 'pdf' ? 'red.600' : 'blue.600'}>
              {extensionOf(item.path).toUpperCase()}
            </Text>
            <Text fontSize="xs" color="gray.600" lineClamp={2} wordBreak="break-all">
              {item.name}
            </Text>
          </Flex>
        )}
      </chakra.button>
      <Button
        size="2xs"
        position="absolute"
        top="1"
        right="1"
        colorPalette="gray"
        variant="solid"
        aria-label={`删除 ${item.name}`}
        onClick={() => field.remove(item.key)}
      >
        ×
      </Button>
    </Box>
  );
}

/** Spec §2 upload widget: a picture-card list, a + card that chooses files, and the 数据上传 dialog while one goes. */
export function UploadPictureCards({ field, label }: { field: UploadField; label: string }) {
  const inputId = useId();
  const full = field.items.length >= field.max;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void field.add(files);
  }

  return (
    <Flex wrap="wrap" gap="3" data-testid="upload-cards">
      {field.items.map((item) => (
        <Card key={item.key} item={item} field={field} />
      ))}
      {!full && (
        <chakra.label
          htmlFor={inputId}
          {...CARD}
          borderStyle="dashed"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          cursor={field.uploading ? 'not-allowed' : 'pointer'}
          color="gray.600"
          _hover={{ borderColor: 'blue.500', color: 'blue.600' }}
        >
          <Text fontSize="2xl" lineHeight="1">
            +
          </Text>
          <Text fontSize="xs">上传</Text>
          <chakra.input
            id={inputId}
            type="file"
            multiple
            srOnly
            aria-label={label}
            disabled={field.uploading}
            accept={acceptAttribute(field.kinds, navigator.userAgent)}
            onChange={choose}
          />
        </chakra.label>
      )}
      {field.progress && <UploadProgressDialog progress={field.progress} onCancel={field.cancel} />}
    </Flex>
  );
}
