import { createElement, Fragment, type ReactNode } from 'react';
import { sanitiseRichText, type RichNode } from '../../domain/shell/rich-text';
import { richNodesOf } from '../../domain/shell/rich-text-html';

/**
 * HTML from the service as the allowed rich text tree. The browser's DOMParser builds an inert document: its
 * scripts never run and its images never load, and nothing of it reaches the page but what the sanitiser keeps.
 */
export function parseRichText(html: string): RichNode[] {
  if (typeof DOMParser === 'undefined') return [{ kind: 'text', text: html.replace(/<[^>]*>/g, '') }];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return sanitiseRichText(richNodesOf(document.body.childNodes));
}

function render(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return <Fragment key={index}>{node.text}</Fragment>;
    if (node.tag === 'br') return <br key={index} />;
    if (node.tag === 'a') {
      return (
        <a key={index} href={node.attributes.href} target="_blank" rel="noopener noreferrer">
          {render(node.children)}
        </a>
      );
    }
    return createElement(node.tag, { key: index }, ...render(node.children));
  });
}

/**
 * Shows administrator-written HTML (news, announcements, documents) through the rich-text allow-list, as React
 * elements the portal builds itself; never as raw HTML, even when the service has already sanitised it.
 */
export function RichText({ html, className, id }: { html: string; className?: string; id?: string }) {
  return <div id={id} className={className}>{render(parseRichText(html))}</div>;
}
