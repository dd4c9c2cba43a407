import { Box, Image } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import { rotate, step, zoomIn, zoomOut } from './viewer-state.ts';

/** One image of a viewer's list: where it is and what to call it. */
export interface ViewerItem {
  src: string;
  title: string;
}

export interface ImageViewer {
  /** The image shown; undefined for an empty list. */
  item: ViewerItem | undefined;
  toolbar: ReactNode;
  image: ReactNode;
}

/**
 * The image viewer of the portal (/imgPage) and the workbench: one image of the list at a time, zoom, rotate,
 * previous / next; the caller frames its title, toolbar and image (a page, a dialog).
 */
export function useImageViewer(items: readonly ViewerItem[], initialIndex = 0): ImageViewer {
  const [index, setIndex] = useState(initialIndex);
  const [zoom, setZoom] = useState(1);
  const [degrees, setDegrees] = useState(0);
  const item = items[index];

  function go(delta: number) {
    setIndex((current) => step(current, delta, items.length));
    setZoom(1);
    setDegrees(0);
  }

  const toolbar = (
    <ViewerToolbar
      status={`${index + 1} / ${items.length} · ${Math.round(zoom * 100)}%`}
      actions={[
        { label: '上一张', onClick: () => go(-1), disabled: index === 0 },
        { label: '下一张', onClick: () => go(1), disabled: index === items.length - 1 },
        { label: '放大', onClick: () => setZoom(zoomIn) },
        { label: '缩小', onClick: () => setZoom(zoomOut) },
        { label: '向左旋转', onClick: () => setDegrees((value) => rotate(value, 'left')) },
        { label: '向右旋转', onClick: () => setDegrees((value) => rotate(value, 'right')) },
      ]}
    />
  );
  const image = item ? (
    <Box w="full" minH="60vh" overflow="auto" display="flex" alignItems="center" justifyContent="center">
      <Image
        src={item.src}
        alt={item.title}
        maxW="100%"
        maxH="70vh"
        transition="transform 0.2s"
        transform={`scale(${zoom}) rotate(${degrees}deg)`}
        data-testid="viewer-image"
        data-zoom={zoom}
        data-rotation={degrees}
      />
    </Box>
  ) : null;
  return { item, toolbar, image };
}
