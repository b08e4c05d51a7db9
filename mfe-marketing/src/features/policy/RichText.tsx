import type { MountProps } from 'shared-libs';
import { SiteLink } from 'shared-libs/react';
import { LINK_TARGETS, parseInline } from './policyContent';

/** A text of the policy content with its `[label](target)` links as site links. */
export function RichText({ text, props }: { text: string; props: MountProps }) {
  return (
    <>
      {parseInline(text).map((part, i) => {
        const to = part.target === undefined ? undefined : LINK_TARGETS[part.target];
        return to ? (
          <SiteLink key={i} host={props} to={to}>
            {part.text}
          </SiteLink>
        ) : (
          part.text
        );
      })}
    </>
  );
}
