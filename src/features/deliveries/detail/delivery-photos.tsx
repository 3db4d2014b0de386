import { Badge, Box, Heading, Image, Text, Wrap, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { Photo } from '../../../resources/common';
import { imageStoreBase } from '../../../lib/hosts';
import { ImageLightbox } from '../../../ui';
import { resolveLogoUri } from '../../../ui/logo';

function isPhoto(v: unknown): v is Photo {
  return typeof v === 'object' && v !== null && typeof (v as Photo).url === 'string';
}

/** Proof-of-delivery photos as thumbnails; one opens large in the image lightbox with its tag. */
export function DeliveryPhotos({ photos, reference }: { photos: unknown; reference: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = (Array.isArray(photos) ? photos.filter(isPhoto) : [])
    .map((p) => ({ ...p, src: resolveLogoUri(p.url, imageStoreBase(), window.location.origin) }))
    .filter((p): p is Photo & { src: string } => p.src !== null);
  const current = open === null ? undefined : list[open];
  return (
    <Box as="section" aria-labelledby="delivery-photos">
      <Heading as="h2" size="md" id="delivery-photos" mb="2">
        Proof of delivery
      </Heading>
      {list.length === 0 ? (
        <Text color="fg.muted">No photos.</Text>
      ) : (
        <Wrap gap="3">
          {list.map((p, i) => (
            <chakra.button
              key={`${p.url}-${i}`}
              type="button"
              onClick={() => setOpen(i)}
              position="relative"
              borderWidth="1px"
              borderRadius="md"
              overflow="hidden"
              aria-label={`Open photo ${i + 1}${p.tag ? ` (${p.tag})` : ''}`}
              data-testid="pod-thumbnail"
            >
              <Image src={p.src} alt="" width="120px" height="90px" objectFit="cover" bg="bg.muted" />
              {p.tag ? (
                <Badge position="absolute" bottom="1" left="1" size="sm">
                  {p.tag}
                </Badge>
              ) : null}
            </chakra.button>
          ))}
        </Wrap>
      )}
      {current ? (
        <ImageLightbox
          open
          onClose={() => setOpen(null)}
          src={current.src}
          alt={`Proof of delivery for ${reference}`}
          tag={current.tag}
        />
      ) : null}
    </Box>
  );
}
