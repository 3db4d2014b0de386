import { Badge, Box, CloseButton, Dialog, Image, Portal } from '@chakra-ui/react';
import { MODAL_WIDTHS } from '../theme/system';

interface Props {
  open: boolean;
  onClose(): void;
  src: string;
  alt: string;
  /** optional tag shown over the image (e.g. 'Proof of delivery') */
  tag?: string;
}

/** Shows one image large, with an optional tag; Escape or the close button closes it. */
export function ImageLightbox({ open, onClose, src, alt, tag }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content maxW={MODAL_WIDTHS.large} w="auto" bg="transparent" boxShadow="none" aria-label={alt}>
            <Box position="relative">
              <Image src={src} alt={alt} maxW="80vw" maxH="85vh" objectFit="contain" borderRadius="l2" />
              {tag ? (
                <Badge
                  position="absolute"
                  top="2"
                  left="2"
                  colorPalette="blue"
                  variant="solid"
                  data-testid="lightbox-tag"
                >
                  {tag}
                </Badge>
              ) : null}
            </Box>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" variant="solid" aria-label="Close image" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
