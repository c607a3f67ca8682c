import { Fragment, type ReactNode } from 'react';

/** Places React nodes into a translated sentence's `{name}` placeholders (links inside text). */
export function richText(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/g).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
