/** Proof-of-delivery photos as thumbnails; a click (or Enter) opens the image lightbox with the photo's tag. */
import { Badge, Box, chakra, Image, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { imageStoreBase } from '../../../lib/hosts';
import { ImageLightbox } from '../../../ui';
import { resolveLogoUri } from '../../../ui/logo';

interface Photo {
  url: string;
  tag?: string;
}

export function toPhotos(value: unknown): Photo[] {
  if (!Array.isArray(value)) return [];
  return value.filter((p): p is Photo => typeof p === 'object' && p !== null && typeof (p as Photo).url === 'string');
}

export function DropPhotos({ photos, label }: { photos: Photo[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const src = (p: Photo) => resolveLogoUri(p.url, imageStoreBase(), window.location.origin) ?? '';
  if (photos.length === 0) return <Text color="fg.muted">No photos were taken at this drop.</Text>;
  const current = open !== null ? photos[open] : undefined;
  return (
    <>
      <Wrap gap="3">
        {photos.map((p, i) => (
          <chakra.button
            key={`${p.url}-${i}`}
            type="button"
            onClick={() => setOpen(i)}
            disabled={broken.has(i)}
            aria-label={`Open photo ${i + 1}${p.tag ? `: ${p.tag}` : ''}`}
            borderWidth="1px"
            borderRadius="md"
            overflow="hidden"
            position="relative"
            w="9rem"
            h="9rem"
            bg="bg.muted"
            data-testid="drop-photo"
          >
            {broken.has(i) ? (
              <Text fontSize="xs" color="fg.muted" p="2">
                Photo not available
              </Text>
            ) : (
              <Image
                src={src(p)}
                alt={p.tag ?? `${label} photo ${i + 1}`}
                w="full"
                h="full"
                objectFit="cover"
                onError={() => setBroken((b) => new Set(b).add(i))}
              />
            )}
            {p.tag ? (
              <Box position="absolute" bottom="1" left="1">
                <Badge size="sm">{p.tag}</Badge>
              </Box>
            ) : null}
          </chakra.button>
        ))}
      </Wrap>
      {current ? (
        <ImageLightbox
          open
          onClose={() => setOpen(null)}
          src={src(current)}
          alt={current.tag ?? `${label} photo`}
          tag={current.tag}
        />
      ) : null}
    </>
  );
}
