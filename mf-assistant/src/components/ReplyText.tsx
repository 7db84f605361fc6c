import { Link } from 'react-router-dom';

// Site paths the assistant cites, e.g. /goa-tour-packages-details/goa-beach-escape.
const SITE_PATH = /(\/[a-z0-9-]+-tour-packages(?:-details\/[a-z0-9-]+)?)/g;

/** Reply text with the package paths it names turned into in-site links. */
export function ReplyText({ text }: { text: string }) {
  return (
    <>
      {text.split(SITE_PATH).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
