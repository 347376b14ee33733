/**
 * Manages sponsored placements (the operator's side; `GET /sponsors` shows those running now).
 *
 *   npm run sponsors -- add --name "..." --image <https url> --link <https url> --placement <name>
 *                           [--starts <ISO date>] [--ends <ISO date>]
 *   npm run sponsors -- end <sponsorId>
 *   npm run sponsors -- list [--placement <name>] [--all]
 *
 * Exit codes: 0 done, 1 refused (unknown or already ended placement), 2 bad arguments.
 */
import { parseArgs } from "node:util";
import { addSponsor, endSponsor, listSponsors, sponsorInput } from "@playpal/api";
import { createDatabase } from "@playpal/db";
import { loadConfigOrExit } from "@playpal/platform";

const usage = `usage: npm run sponsors -- add --name "..." --image <url> --link <url> --placement <name> [--starts <date>] [--ends <date>]
       npm run sponsors -- end <sponsorId>
       npm run sponsors -- list [--placement <name>] [--all]`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const COMMANDS = ["add", "end", "list"] as const;
type Command = (typeof COMMANDS)[number];
const ALLOWED: Record<Command, string[]> = {
  add: ["name", "image", "link", "placement", "starts", "ends"],
  end: [],
  list: ["placement", "all"],
};

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: "string" },
        image: { type: "string" },
        link: { type: "string" },
        placement: { type: "string" },
        starts: { type: "string" },
        ends: { type: "string" },
        all: { type: "boolean" },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

const { values, positionals } = parse();
const [commandName, ...rest] = positionals;
if (!COMMANDS.includes(commandName as Command)) {
  fail(commandName ? `unknown command ${commandName}` : "a command is required");
}
const command = commandName as Command;
for (const name of Object.keys(values)) {
  if (!ALLOWED[command].includes(name)) fail(`--${name} does not go with ${command}`);
}
if (command === "end" ? rest.length !== 1 : rest.length !== 0) {
  fail(command === "end" ? "end takes exactly one <sponsorId>" : `${command} takes no positional arguments`);
}
const date = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) fail(`--${flag} must be an ISO 8601 date`);
  return parsed;
};
const input =
  command === "add"
    ? sponsorInput.safeParse({
        name: values.name,
        imageUrl: values.image,
        linkUrl: values.link,
        placement: values.placement,
        startsAt: date(values.starts, "starts"),
        endsAt: date(values.ends, "ends"),
      })
    : null;
if (input && !input.success) {
  fail(input.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("\n"));
}

const config = loadConfigOrExit();
const db = createDatabase(config.DATABASE_URL, { max: 1 });
let code = 0;
try {
  if (command === "add" && input?.success) {
    console.log(JSON.stringify(await addSponsor(db, input.data)));
  } else if (command === "end") {
    const ended = await endSponsor(db, rest[0]?.trim() ?? "");
    if (ended) console.log(JSON.stringify(ended));
    else {
      console.error("no running or scheduled placement with that id");
      code = 1;
    }
  } else {
    const rows = await listSponsors(db, { all: values.all === true, placement: values.placement });
    for (const row of rows) console.log(JSON.stringify(row));
    if (rows.length === 0) console.error("no placements");
  }
} finally {
  await db.$client.end();
}
process.exit(code);
