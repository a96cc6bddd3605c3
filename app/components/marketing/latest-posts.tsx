import { Link } from "react-router";
import { latestPostsSection } from "../../../content/home";
import type { PostCard } from "../../../contract/blog";
import { BlogCard } from "../blog/blog-card";
import { Section } from "./section";

/**
 * The latest published posts on the landing page. It carries no anchor id: the page's anchors
 * stay the six sections the navigation links to. With no published post it renders nothing.
 */
export function LatestPosts({ posts }: { posts: readonly PostCard[] }) {
  if (posts.length === 0) return null;
  return (
    <Section
      headingId="latest-posts-heading"
      heading={latestPostsSection}
      className="border-t border-slate-200"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="grid">
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to="/blog" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {latestPostsSection.allPostsLabel}
        </Link>
      </p>
    </Section>
  );
}
